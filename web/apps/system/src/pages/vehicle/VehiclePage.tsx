// 车辆管理 (§2.7, page 1602): the group tree on the left (新增/修改/删除车组, 新增车辆 on its nodes), the
// chosen group's vehicles on the right (40 a page, with selection), the header's 车辆转移 / 转移选中项 /
// 自定义删除 / 导出, and per row 转移 / 修改 / 删除. Every operation shows only with its button
// (160201–160211) and the caller's data rights (model/vehicleActions); the server checks the same.
import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { App, Button, Empty, Space, Table, Tag } from 'antd';
import { DeleteOutlined, ExportOutlined, SwapOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createPagination, pageQuery, reportError } from '@chelian/core';
import { usePageFollowsTotal } from '@chelian/ui';
import { useSystemServices } from '../../services/systemServices';
import { useCaller } from '../../shared/caller';
import { PageHeader } from '../../shared/PageHeader';
import { useGroupTree, type GroupOption } from '../../shared/groupTree';
import { BatchDeleteDialog } from './components/BatchDeleteDialog';
import { GroupDialog } from './components/GroupDialog';
import { GroupTree, type GroupOperation } from './components/GroupTree';
import { TransferDialog } from './components/TransferDialog';
import { VehicleDialog } from './components/VehicleDialog';
import { defaultGroupId } from './model/defaultGroup';
import { groupActions, vehicleActions } from './model/vehicleActions';
import { settleRights } from './model/settleRights';
import { VehicleSearch } from './components/VehicleSearch';
import { createVehicleApi, type VehicleMatch, type VehicleRow } from './service';
import { createCareApi } from './careService';
import styles from './VehiclePage.module.css';
import { routeTexts, vehiclePageTexts as texts } from '../../texts';

const PAGE_SIZE = 40;
const PAGE_SIZE_OPTIONS = [20, 40, 60, 100];

type Dialog =
  | { kind: 'closed' }
  | { kind: 'addGroup'; parent: GroupOption }
  | { kind: 'editGroup'; group: GroupOption }
  | { kind: 'vehicle'; vehicle: VehicleRow | undefined; groupId: number | undefined }
  | { kind: 'transfer'; vehicles: VehicleRow[] | undefined }
  | { kind: 'batchDelete' };

function statusText(row: VehicleRow): string {
  const s = Number(row.vehicleStatus);
  return texts.statuses[s] ?? texts.expired;
}

export function VehiclePage() {
  const { http, permissions } = useSystemServices();
  useSyncExternalStore(permissions.subscribe, permissions.version);
  const api = useMemo(() => createVehicleApi(http), [http]);
  const careApi = useMemo(() => createCareApi(http), [http]);
  const queryClient = useQueryClient();
  const { modal, message } = App.useApp();
  const hasButton = useCallback((id: number) => permissions.hasButton(id), [permissions]);
  const caller = useCaller();
  const groups = useGroupTree();
  const [chosen, setChosen] = useState<number | undefined>(undefined);
  const opening = useMemo(() => defaultGroupId(groups.options, (id) => Number(groups.byId.get(id)?.tt ?? 0)), [groups.options, groups.byId]);
  const groupId = chosen ?? opening;
  const [page, setPage] = useState(createPagination({ pageSize: PAGE_SIZE }));
  const [selected, setSelected] = useState<VehicleRow[]>([]);
  // The vehicle the search chose: its row is marked.
  const [marked, setMarked] = useState<number | undefined>(undefined);
  const list = useQuery({
    queryKey: ['system', 'vehicle', 'list', groupId, page.current, page.pageSize],
    queryFn: () => api.listVehicles({ groupId: groupId!, ...pageQuery(page) }),
    enabled: groupId !== undefined,
  });
  const firstError = caller.error ?? groups.error ?? list.error;
  useEffect(() => {
    if (firstError) reportError(firstError);
  }, [firstError]);
  const total = list.data?.total;
  usePageFollowsTotal(page, setPage, total);

  const [dialog, setDialog] = useState<Dialog>({ kind: 'closed' });
  const close = () => setDialog({ kind: 'closed' });
  const refresh = useCallback(() => {
    setSelected([]);
    void queryClient.invalidateQueries({ queryKey: ['system', 'vehicle', 'list'] });
    void groups.refresh();
    void queryClient.invalidateQueries({ queryKey: ['system', 'header', 'vehicleCount'] });
  }, [queryClient, groups]);
  const rights = caller.data;
  const groupOps = useCallback((_: GroupOption, top: boolean) => groupActions(hasButton, rights, top), [hasButton, rights]);
  const ops = vehicleActions(hasButton, rights);

  const deleteGroup = (group: GroupOption) =>
    modal.confirm({
      title: texts.deleteGroup,
      content: texts.confirmDeleteGroup,
      okText: texts.ok,
      cancelText: texts.cancel,
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          await api.deleteGroup(group.key);
          void message.success(texts.groupDeleted(group.name));
          if (chosen === group.key) setChosen(undefined);
          refresh();
        } catch (e) {
          reportError(e);
        }
      },
    });
  const operate = (op: GroupOperation, group: GroupOption) => {
    if (op === 'addGroup') setDialog({ kind: 'addGroup', parent: group });
    else if (op === 'editGroup') setDialog({ kind: 'editGroup', group });
    else if (op === 'addVehicle') setDialog({ kind: 'vehicle', vehicle: undefined, groupId: group.key });
    else deleteGroup(group);
  };
  const removeVehicle = (row: VehicleRow) =>
    modal.confirm({
      title: texts.remove,
      content: texts.confirmRemove(row.plate),
      okText: texts.ok,
      cancelText: texts.cancel,
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          await api.deleteVehicle(Number(row.vehicleId), Number(row.groupId ?? groupId));
          void message.success(texts.removed(row.plate));
          refresh();
        } catch (e) {
          reportError(e);
        }
      },
    });
  const locate = async (match: VehicleMatch) => {
    try {
      const at = await api.locateVehicle(Number(match.vehicleId), page.pageSize);
      setChosen(at.groupId);
      setSelected([]);
      setPage((p) => ({ ...p, current: Math.max(1, at.pageNumber) }));
      setMarked(Number(match.vehicleId));
    } catch (e) {
      reportError(e);
    }
  };
  const exportList = async () => {
    if (groupId === undefined) return void message.warning(texts.noGroup);
    try {
      const msg = await api.exportVehicles(groupId);
      void message.success(msg && msg !== '成功' ? msg : texts.exportStarted);
    } catch (e) {
      reportError(e);
    }
  };

  return (
    <div className={styles.page} data-testid="vehicle-page">
      <PageHeader
        title={routeTexts.vehicle}
        tips={texts.tips}
        extra={
          <Space wrap>
            {ops.transfer && (
              <Button type="primary" icon={<SwapOutlined />} onClick={() => setDialog({ kind: 'transfer', vehicles: undefined })}>
                {texts.transfer}
              </Button>
            )}
            {ops.moveSelected && (
              <Button
                icon={<SwapOutlined />}
                onClick={() => (selected.length ? setDialog({ kind: 'transfer', vehicles: selected }) : void message.warning(texts.selectFirst))}
              >
                {texts.moveSelected}
              </Button>
            )}
            {ops.customDelete && (
              <Button danger icon={<DeleteOutlined />} onClick={() => setDialog({ kind: 'batchDelete' })}>
                {texts.customDelete}
              </Button>
            )}
            {ops.export && (
              <Button icon={<ExportOutlined />} onClick={() => void exportList()}>
                {texts.export}
              </Button>
            )}
          </Space>
        }
      />
      <div className={styles.body}>
        <GroupTree
          options={groups.options}
          loading={groups.isLoading}
          selected={groupId}
          onSelect={(id) => {
            setChosen(id);
            setMarked(undefined);
            setSelected([]);
            setPage((p) => ({ ...p, current: 1 }));
          }}
          actionsOf={groupOps}
          onOperation={operate}
          search={<VehicleSearch api={api} onPick={(m) => void locate(m)} />}
        />
        <section className={styles.table} data-testid="vehicle-table">
          <Table<VehicleRow>
            rowKey="vehicleId"
            size="small"
            rowClassName={(row) => (Number(row.vehicleId) === marked ? (styles.marked ?? '') : '')}
            loading={list.isFetching}
            dataSource={list.data?.data ?? []}
            scroll={{ x: 1200, y: 'calc(100vh - 330px)' }}
            rowSelection={ops.moveSelected ? { selectedRowKeys: selected.map((v) => v.vehicleId), onChange: (_, rows) => setSelected(rows) } : undefined}
            locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={groupId === undefined ? texts.noGroup : texts.empty} /> }}
            columns={[
              { title: texts.plate, dataIndex: 'plate', width: 110, fixed: 'left' },
              { title: texts.sim, dataIndex: 'sim', width: 120 },
              { title: texts.terminalNo, dataIndex: 'terminalNo', width: 150 },
              { title: texts.terminalType, dataIndex: 'terminalType', width: 110, ellipsis: true },
              { title: texts.frameNo, dataIndex: 'frameNo', width: 150, ellipsis: true },
              { title: texts.mac, dataIndex: 'mac', width: 130, ellipsis: true },
              { title: texts.remark, dataIndex: 'nowRemark', width: 110, ellipsis: true },
              { title: texts.installDate, dataIndex: 'installDate', width: 150 },
              {
                title: texts.status,
                key: 'status',
                width: 160,
                render: (_, row) => (
                  <span>
                    <Tag color={Number(row.vehicleStatus) === 1 ? 'green' : Number(row.vehicleStatus) === 2 ? 'blue' : 'default'}>{statusText(row)}</Tag>
                    {row.formatTime}
                  </span>
                ),
              },
              { title: texts.gpsTime, dataIndex: 'gpsTime', width: 150, render: (v: string) => v || texts.unknown },
              {
                title: texts.actions,
                key: 'actions',
                fixed: 'right',
                width: 150,
                render: (_, row) => (
                  <Space size={0}>
                    {ops.moveRow && <Button type="link" size="small" onClick={() => setDialog({ kind: 'transfer', vehicles: [{ ...row, groupId: row.groupId ?? groupId }] })}>{texts.move}</Button>}
                    <Button type="link" size="small" onClick={() => setDialog({ kind: 'vehicle', vehicle: row, groupId })}>{texts.edit}</Button>
                    {ops.remove && <Button type="link" size="small" danger onClick={() => removeVehicle(row)}>{texts.remove}</Button>}
                  </Space>
                ),
              },
            ]}
            pagination={{
              current: page.current,
              pageSize: page.pageSize,
              total: total ?? 0,
              showSizeChanger: true,
              pageSizeOptions: PAGE_SIZE_OPTIONS,
              showTotal: (n) => texts.total(n),
              onChange: (current, pageSize) => setPage((p) => ({ ...p, current: pageSize !== p.pageSize ? 1 : current, pageSize })),
            }}
          />
        </section>
      </div>
      {dialog.kind === 'addGroup' && (
        <GroupDialog api={api} mode={{ kind: 'add', parentId: dialog.parent.key, parentName: dialog.parent.name }} onClose={close} onSaved={() => (close(), refresh())} />
      )}
      {dialog.kind === 'editGroup' && <GroupDialog api={api} mode={{ kind: 'edit', groupId: dialog.group.key }} onClose={close} onSaved={() => (close(), refresh())} />}
      {dialog.kind === 'vehicle' && (
        <VehicleDialog api={api} careApi={careApi} vehicle={dialog.vehicle} groupId={dialog.groupId} maySave={ops.edit} settleRights={settleRights(hasButton)} onClose={close} onSaved={() => (close(), refresh())} />
      )}
      {dialog.kind === 'transfer' && <TransferDialog api={api} vehicles={dialog.vehicles} fromGroupId={groupId} onClose={close} onDone={() => (close(), refresh())} />}
      {dialog.kind === 'batchDelete' && <BatchDeleteDialog api={api} onClose={close} onDeleted={refresh} />}
    </div>
  );
}
