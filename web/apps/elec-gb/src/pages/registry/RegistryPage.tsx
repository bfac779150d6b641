// 车辆备案: the e-bikes of the caller's subtree with their GB 17761-2024 records (make, model, frame
// and motor numbers, Beidou module serial, usage class, Beidou on/off), searched by group, text and
// state and paged by the server; 备案/修改 open the record dialog, 删除备案 asks first, and 开启/关闭北斗
// switches Beidou (refused by the server for logistics and leasing bikes) with a logged reason;
// 批量导入 registers bikes from an .xlsx with a result per row.
import { useEffect, useMemo, useState } from 'react';
import { App, Button, Input, Popconfirm, Select, Space, Table, Tag } from 'antd';
import { ImportOutlined, SearchOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createPagination, pageQuery, reportError } from '@chelian/core';
import { Access, usePageFollowsTotal } from '@chelian/ui';
import { BUTTON_BEIDOU_SWITCH, BUTTON_REGISTRY_DELETE, BUTTON_REGISTRY_IMPORT, BUTTON_REGISTRY_SAVE } from '../../access';
import type { BikeRow } from '../../shared/bikes';
import { GroupSelect } from '../../shared/GroupSelect';
import { PageCard, PageFrame, Toolbar } from '../../shared/PageFrame';
import { useElecGbServices } from '../../services/elecGbServices';
import { ImportDialog } from './ImportDialog';
import { RecordDialog } from './RecordDialog';
import { beidouMandatory, createRegistryApi, type RecordForm } from './service';
import { SwitchDialog } from './SwitchDialog';
import { bikeTexts, registryTexts as texts, routeTexts } from '../../texts';

type Dialog =
  | { kind: 'closed' }
  | { kind: 'record'; bike: BikeRow }
  | { kind: 'switch'; bike: BikeRow; on: boolean }
  | { kind: 'import' };

export function RegistryPage() {
  const { http } = useElecGbServices();
  const api = useMemo(() => createRegistryApi(http), [http]);
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const [page, setPage] = useState(createPagination());
  const [groupId, setGroupId] = useState<number | undefined>();
  const [keyword, setKeyword] = useState('');
  const [state, setState] = useState(0);
  const [filter, setFilter] = useState<{ groupId?: number; keyword: string; registered: number }>({ keyword: '', registered: 0 });
  const [dialog, setDialog] = useState<Dialog>({ kind: 'closed' });
  const [saving, setSaving] = useState(false);

  const list = useQuery({
    queryKey: ['elec-gb', 'bikes', filter, page.current, page.pageSize],
    queryFn: () => api.listBikes({ ...filter, ...pageQuery(page) }),
  });
  useEffect(() => {
    if (list.error) reportError(list.error);
  }, [list.error]);
  usePageFollowsTotal(page, setPage, list.data?.total);

  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['elec-gb', 'bikes'] });
  const search = () => {
    setFilter({ ...(groupId ? { groupId } : {}), keyword: keyword.trim(), registered: state });
    setPage((p) => ({ ...p, current: 1 }));
  };
  const run = async (work: () => Promise<void>, done: string) => {
    setSaving(true);
    try {
      await work();
      void message.success(done);
      setDialog({ kind: 'closed' });
      refresh();
    } catch (e) {
      reportError(e);
    } finally {
      setSaving(false);
    }
  };
  const c = texts.columns;

  return (
    <PageFrame title={routeTexts.registry} testId="gb-registry-page">
      <PageCard>
        <Toolbar>
          <GroupSelect value={groupId} onChange={setGroupId} />
          <Input allowClear aria-label={texts.keyword} placeholder={texts.keyword} style={{ width: 260 }} value={keyword} onChange={(e) => setKeyword(e.target.value)} onPressEnter={search} />
          <Select aria-label={texts.state} style={{ width: 110 }} value={state} onChange={setState} options={texts.states.map((label, value) => ({ value, label }))} />
          <Button type="primary" icon={<SearchOutlined />} onClick={search}>{texts.search}</Button>
          <Access button={BUTTON_REGISTRY_IMPORT}>
            <Button icon={<ImportOutlined />} onClick={() => setDialog({ kind: 'import' })}>{texts.import}</Button>
          </Access>
        </Toolbar>
        <Table<BikeRow>
          rowKey="vehicleId"
          size="middle"
          scroll={{ x: 1500 }}
          loading={list.isFetching}
          dataSource={list.data?.data ?? []}
          columns={[
            { title: c.plate, dataIndex: 'plate', width: 120, fixed: 'left' },
            { title: c.group, dataIndex: 'groupName', width: 140 },
            { title: c.terminal, dataIndex: 'terminalNo', width: 130 },
            {
              title: c.state,
              key: 'state',
              width: 90,
              render: (_, b) => (b.registered ? <Tag color="blue">{bikeTexts.registered}</Tag> : <Tag>{bikeTexts.unregistered}</Tag>),
            },
            { title: c.make, dataIndex: 'make', width: 90 },
            { title: c.model, dataIndex: 'model', width: 90 },
            { title: c.frameNo, dataIndex: 'frameNo', width: 150 },
            { title: c.motorNo, dataIndex: 'motorNo', width: 130 },
            { title: c.beidouSerial, dataIndex: 'beidouSerial', width: 150 },
            { title: c.usageClass, key: 'usageClass', width: 90, render: (_, b) => bikeTexts.usageClasses[b.usageClass] ?? bikeTexts.none },
            {
              title: c.beidou,
              key: 'beidou',
              width: 90,
              render: (_, b) =>
                b.registered ? <Tag color={b.beidouOn ? 'green' : 'orange'}>{b.beidouOn ? bikeTexts.beidouOn : bikeTexts.beidouOff}</Tag> : bikeTexts.none,
            },
            { title: c.updated, dataIndex: 'updateTime', width: 160 },
            {
              title: c.actions,
              key: 'actions',
              width: 220,
              fixed: 'right',
              render: (_, b) => (
                <Space size={4}>
                  <Access button={BUTTON_REGISTRY_SAVE}>
                    <Button type="link" size="small" onClick={() => setDialog({ kind: 'record', bike: b })}>{b.registered ? texts.edit : texts.register}</Button>
                  </Access>
                  {b.registered ? (
                    <Access button={BUTTON_BEIDOU_SWITCH}>
                      <Button
                        type="link"
                        size="small"
                        disabled={b.beidouOn === 1 && beidouMandatory(b.usageClass)}
                        title={b.beidouOn === 1 && beidouMandatory(b.usageClass) ? texts.mandatoryTip : undefined}
                        onClick={() => setDialog({ kind: 'switch', bike: b, on: b.beidouOn !== 1 })}
                      >
                        {b.beidouOn === 1 ? texts.switchOff : texts.switchOn}
                      </Button>
                    </Access>
                  ) : null}
                  {b.registered ? (
                    <Access button={BUTTON_REGISTRY_DELETE}>
                      <Popconfirm title={texts.removeConfirm(b.plate)} okText={texts.ok} cancelText={texts.cancel} onConfirm={() => run(() => api.remove(b.vehicleId), texts.removed(b.plate))}>
                        <Button type="link" size="small" danger>{texts.remove}</Button>
                      </Popconfirm>
                    </Access>
                  ) : null}
                </Space>
              ),
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
      </PageCard>
      {dialog.kind === 'record' && (
        <RecordDialog
          bike={dialog.bike}
          saving={saving}
          onCancel={() => setDialog({ kind: 'closed' })}
          onSave={(form: RecordForm) => void run(() => api.save(dialog.bike.vehicleId, form), texts.saved)}
        />
      )}
      {dialog.kind === 'switch' && (
        <SwitchDialog
          plate={dialog.bike.plate}
          on={dialog.on}
          saving={saving}
          onCancel={() => setDialog({ kind: 'closed' })}
          onSwitch={(reason) => void run(() => api.switchBeidou(dialog.bike.vehicleId, dialog.on, reason), texts.switched(dialog.on))}
        />
      )}
      {dialog.kind === 'import' && <ImportDialog api={api} onClose={() => setDialog({ kind: 'closed' })} onImported={refresh} />}
    </PageFrame>
  );
}
