// 绑定省市区 of a vehicle (出省报警, v3-console-inventory §2.3): the provinces, cities or districts it
// may be in; outside all of them the platform raises 超出区域报警. 删除 drops the vehicle's own
// binding (its group's binding, if any, then applies).
import { useEffect, useMemo, useState } from 'react';
import { App, Button, Cascader, Modal, Space, Switch, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { reportError } from '@chelian/core';
import type { MonitorRow } from '@chelian/tracking';
import { addressOf, pathsOf, regionOptions } from './adminRegions';
import type { PlaceApi } from './placeService';

export function AdminRegionDialog({ row, api, onClose }: { row: MonitorRow | undefined; api: PlaceApi; onClose: () => void }) {
  const { message } = App.useApp();
  const tree = useQuery({ queryKey: ['admin-regions'], queryFn: () => api.adminRegions(), enabled: row !== undefined, staleTime: Infinity });
  const [districts, setDistricts] = useState(false);
  const [paths, setPaths] = useState<string[][]>([]);
  const [saving, setSaving] = useState(false);
  const options = useMemo(() => regionOptions(tree.data ?? [], districts), [tree.data, districts]);
  useEffect(() => {
    if (!row) return;
    setPaths([]);
    api.adminRegion(row.V).then((address) => {
      const p = pathsOf(address);
      setPaths(p);
      if (p.some((x) => x.length === 3)) setDistricts(true);
    }, reportError);
  }, [row, api]);
  const save = async () => {
    if (!row) return;
    const address = addressOf(paths, tree.data ?? []);
    if (!address) return void message.warning('请选择省市区');
    setSaving(true);
    try {
      await api.bindAdminRegion(row.V, address);
      void message.success('省市区已绑定');
      onClose();
    } catch (error) {
      reportError(error);
    } finally {
      setSaving(false);
    }
  };
  const remove = async () => {
    if (!row) return;
    try {
      const inherited = await api.deleteAdminRegion(row.V);
      void message.success(inherited ? `已删除，沿用所属车组绑定的省市区：${inherited.replace(/_\d+/g, '')}` : '已删除');
      onClose();
    } catch (error) {
      reportError(error);
    }
  };
  return (
    <Modal
      title={`绑定省市区 — ${row?.P ?? ''}`}
      open={row !== undefined}
      onCancel={onClose}
      destroyOnHidden
      footer={
        <Space>
          <Button danger onClick={() => void remove()}>
            删除
          </Button>
          <Button type="primary" loading={saving} onClick={() => void save()}>
            保存
          </Button>
        </Space>
      }
    >
      <Typography.Paragraph type="secondary">车辆离开所选的全部省市区时，平台产生“超出区域报警”（出省报警）。</Typography.Paragraph>
      <Space style={{ marginBottom: 8 }}>
        <span>细到区县</span>
        <Switch size="small" checked={districts} onChange={setDistricts} />
      </Space>
      <Cascader
        aria-label="省市区"
        style={{ width: '100%' }}
        multiple
        showSearch
        maxTagCount="responsive"
        options={options}
        value={paths}
        onChange={(v) => setPaths(v as string[][])}
        showCheckedStrategy={Cascader.SHOW_PARENT}
        placeholder="选择省份或城市"
        loading={tree.isLoading}
      />
    </Modal>
  );
}
