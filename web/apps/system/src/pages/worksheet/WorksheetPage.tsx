// 工单管理 (§2.7): status tabs 全部 / 待确认 / 待安装 / 已安装 / 已完成 / 已取消; the search (type and
// value, 安装人员, 设备类型, dates; 查询 160601, 导出 160606); the orders with their status tag and the
// actions their status allows: 查看, 完成 (160604, 已安装), 修改 (160603) and 取消 (160604) before
// installation; 新建工单 (160602) and 删除工单 of the selected (160605).
import { useEffect, useMemo, useState } from 'react';
import { App, Button, DatePicker, Input, Select, Space, Table, Tabs, Tag } from 'antd';
import { DeleteOutlined, ExportOutlined, PlusOutlined, SearchOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createPagination, pageQuery, reportError } from '@chelian/core';
import { Access } from '@chelian/ui';
import {
  BUTTON_WORKSHEET_ADD,
  BUTTON_WORKSHEET_DELETE,
  BUTTON_WORKSHEET_EDIT,
  BUTTON_WORKSHEET_EXPORT,
  BUTTON_WORKSHEET_FINISH_CANCEL,
  BUTTON_WORKSHEET_SEARCH,
} from '../../access';
import { useSystemServices } from '../../services/systemServices';
import { PageHeader } from '../../shared/PageHeader';
import { WorkOrdersOff } from '../../shared/WorkOrdersOff';
import { useWorkOrdersOn } from '../../shared/workOrderSwitch';
import { SheetDialog } from './components/SheetDialog';
import { SheetView } from './components/SheetView';
import {
  SHEET_STATUSES,
  STATUS_CANCELLED,
  STATUS_FINISHED,
  WORKER_LEFT,
  defaultSheetSearch,
  sheetActions,
  sheetParams,
  sheetVehicles,
  statusColor,
  timeColumns,
  type SearchType,
  type SheetSearch,
  type SheetStatusTab,
} from './model/sheetModel';
import { createWorksheetApi, type SheetRow } from './service';
import styles from '../../shared/ListPage.module.css';
import { routeTexts, worksheetPageTexts as texts } from '../../texts';

const DATE = 'YYYY-MM-DD';

type Dialog = { kind: 'none' } | { kind: 'add' } | { kind: 'edit'; row: SheetRow } | { kind: 'view'; row: SheetRow };

export function WorksheetPage() {
  const { http } = useSystemServices();
  const workOrdersOn = useWorkOrdersOn();
  const api = useMemo(() => createWorksheetApi(http), [http]);
  const queryClient = useQueryClient();
  const { message, modal } = App.useApp();
  const [draft, setDraft] = useState<SheetSearch>(defaultSheetSearch);
  const [search, setSearch] = useState<SheetSearch>(defaultSheetSearch);
  const [page, setPage] = useState(createPagination());
  const [selected, setSelected] = useState<number[]>([]);
  const [dialog, setDialog] = useState<Dialog>({ kind: 'none' });
  const params = sheetParams(search, pageQuery(page));
  const list = useQuery({ queryKey: ['system', 'worksheet', 'list', params], queryFn: () => api.list(params), enabled: workOrdersOn === true });
  const workers = useQuery({ queryKey: ['system', 'worksheet', 'installers'], queryFn: () => api.installers(), enabled: workOrdersOn === true });
  useEffect(() => {
    if (list.error) reportError(list.error);
  }, [list.error]);

  const apply = (next: SheetSearch) => {
    setSearch(next);
    setSelected([]);
    setPage((p) => ({ ...p, current: 1 }));
  };
  const refresh = () => {
    setSelected([]);
    void queryClient.invalidateQueries({ queryKey: ['system', 'worksheet'] });
  };
  const act = (title: string, content: string, work: () => Promise<void>, done: string) =>
    modal.confirm({
      title,
      content,
      okText: texts.ok,
      cancelText: texts.cancel,
      onOk: async () => {
        try {
          await work();
          void message.success(done);
          refresh();
        } catch (e) {
          reportError(e);
        }
      },
    });
  const removeSelected = () => {
    if (selected.length === 0) return void message.warning(texts.selectFirst);
    act(texts.batchDelete, texts.confirmDelete(selected.length), () => api.remove(selected), texts.deleted);
  };

  return (
    <div className={styles.page} data-testid="worksheet-page">
      <PageHeader title={routeTexts.worksheet} tips={texts.tips} />
      {workOrdersOn === false ? (
        <WorkOrdersOff />
      ) : (
        <div className={styles.body}>
          <Space className={styles.toolbar} wrap>
            <Space.Compact>
              <Select<SearchType>
                aria-label={texts.searchType}
                style={{ width: 110 }}
                value={draft.searchType}
                onChange={(searchType) => setDraft((d) => ({ ...d, searchType }))}
                options={([0, 1, 2, 3, 4] as SearchType[]).map((v) => ({ value: v, label: texts.searchTypes[v] }))}
              />
              <Input
                allowClear
                style={{ width: 220 }}
                placeholder={texts.searchPlaceholder}
                value={draft.searchValue}
                onChange={(e) => setDraft((d) => ({ ...d, searchValue: e.target.value }))}
                onPressEnter={() => apply(draft)}
              />
            </Space.Compact>
            <Select<number>
              aria-label={texts.worker}
              allowClear
              style={{ width: 150 }}
              placeholder={texts.workerPlaceholder}
              value={draft.workerId}
              onChange={(workerId) => setDraft((d) => ({ ...d, workerId }))}
              options={(workers.data ?? []).map((w) => ({ value: w.userId, label: w.flag === WORKER_LEFT ? `${w.name}${texts.left}` : w.name }))}
            />
            <Input
              allowClear
              aria-label={texts.terminalType}
              style={{ width: 130 }}
              placeholder={texts.terminalTypePlaceholder}
              value={draft.terminalType}
              onChange={(e) => setDraft((d) => ({ ...d, terminalType: e.target.value }))}
            />
            <DatePicker.RangePicker
              placeholder={[texts.startDate, texts.endDate]}
              onChange={(r) => setDraft((d) => ({ ...d, days: r?.[0] && r[1] ? [r[0].format(DATE), r[1].format(DATE)] : undefined }))}
            />
            <Access button={BUTTON_WORKSHEET_SEARCH}>
              <Button type="primary" icon={<SearchOutlined />} onClick={() => apply({ ...draft, status: search.status })}>{texts.search}</Button>
            </Access>
            <Access button={BUTTON_WORKSHEET_EXPORT}>
              <Button icon={<ExportOutlined />} onClick={() => api.exportList(sheetParams(search))}>{texts.export}</Button>
            </Access>
            <Access button={BUTTON_WORKSHEET_ADD}>
              <Button icon={<PlusOutlined />} onClick={() => setDialog({ kind: 'add' })}>{texts.add}</Button>
            </Access>
            <Access button={BUTTON_WORKSHEET_DELETE}>
              <Button danger icon={<DeleteOutlined />} onClick={removeSelected}>{texts.batchDelete}</Button>
            </Access>
          </Space>
          <Tabs
            activeKey={String(search.status)}
            onChange={(k) => {
              const status = Number(k) as SheetStatusTab;
              setDraft((d) => ({ ...d, status }));
              apply({ ...search, status });
            }}
            items={SHEET_STATUSES.map((s) => ({ key: String(s), label: texts.statuses[s] }))}
          />
          <Table<SheetRow>
            rowKey="id"
            size="small"
            loading={list.isFetching}
            dataSource={list.data?.data ?? []}
            scroll={{ x: 1100 }}
            locale={{ emptyText: texts.empty }}
            rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(Number)) }}
            columns={[
              ...timeColumns(search.status).map((k) => ({ title: texts.times[k], dataIndex: k, width: 160 })),
              {
                title: texts.status,
                dataIndex: 'status',
                width: 90,
                render: (s: number) => <Tag color={statusColor(s)}>{texts.statuses[s] ?? texts.statuses[6]}</Tag>,
              },
              {
                title: texts.worker,
                dataIndex: 'installWorkerName',
                width: 120,
                render: (name: string, r: SheetRow) => `${name ?? ''}${r.installWorkerFlag === WORKER_LEFT ? texts.left : ''}`,
              },
              { title: texts.carOwner, dataIndex: 'carOwner', width: 100 },
              { title: texts.vehicles, key: 'vehicles', ellipsis: true, render: (_: unknown, r: SheetRow) => sheetVehicles(r) },
              { title: texts.address, dataIndex: 'address', ellipsis: true },
              {
                title: texts.actions,
                key: 'actions',
                width: 190,
                fixed: 'right' as const,
                render: (_: unknown, row: SheetRow) => {
                  const allowed = sheetActions(row.status);
                  return (
                    <Space size={0}>
                      <Button type="link" size="small" onClick={() => setDialog({ kind: 'view', row })}>{texts.view}</Button>
                      {allowed.finish && (
                        <Access button={BUTTON_WORKSHEET_FINISH_CANCEL}>
                          <Button type="link" size="small" onClick={() => act(texts.finish, texts.confirmFinish, () => api.setStatus(row.id, STATUS_FINISHED), texts.finished)}>
                            {texts.finish}
                          </Button>
                        </Access>
                      )}
                      {allowed.edit && (
                        <Access button={BUTTON_WORKSHEET_EDIT}>
                          <Button type="link" size="small" onClick={() => setDialog({ kind: 'edit', row })}>{texts.edit}</Button>
                        </Access>
                      )}
                      {allowed.cancel && (
                        <Access button={BUTTON_WORKSHEET_FINISH_CANCEL}>
                          <Button
                            type="link"
                            size="small"
                            danger
                            onClick={() => act(texts.cancelSheet, texts.confirmCancel, () => api.setStatus(row.id, STATUS_CANCELLED), texts.cancelled)}
                          >
                            {texts.cancelSheet}
                          </Button>
                        </Access>
                      )}
                    </Space>
                  );
                },
              },
            ]}
            pagination={{
              current: page.current,
              pageSize: page.pageSize,
              total: list.data?.total ?? 0,
              showSizeChanger: true,
              showTotal: (n) => texts.total(n),
              onChange: (current, pageSize) => setPage((p) => ({ ...p, current: pageSize !== p.pageSize ? 1 : current, pageSize })),
            }}
          />
        </div>
      )}
      {(dialog.kind === 'add' || dialog.kind === 'edit') && (
        <SheetDialog
          api={api}
          {...(dialog.kind === 'edit' ? { row: dialog.row } : {})}
          onClose={() => setDialog({ kind: 'none' })}
          onSaved={() => {
            setDialog({ kind: 'none' });
            refresh();
          }}
        />
      )}
      {dialog.kind === 'view' && <SheetView row={dialog.row} onClose={() => setDialog({ kind: 'none' })} />}
    </div>
  );
}
