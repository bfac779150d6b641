// 绑定省市区 of a vehicle or a group (出省报警, v3-console-inventory §2.3): the provinces, cities or
// districts it may be in; outside all of them the platform raises 超出区域报警. A group's binding may
// reach its sub-groups (包含下级车组) and replace its vehicles' own (覆盖车辆绑定). 删除 drops the
// binding; a vehicle then falls back to its group's.
import { useEffect, useMemo, useState } from 'react';
import { App, Button, Cascader, Modal, Space, Switch, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { addressOf, pathsOf, regionOptions, reportError } from '@chelian/core';
import type { PlaceApi } from '../service';
import { adminRegionDialogTexts as texts } from '../../../texts';

/** Whose areas the dialog edits. */
export interface RegionTarget {
  kind: 'vehicle' | 'group';
  id: number;
  /** plate or group name, for the title */
  name: string;
}

export function AdminRegionDialog({ target, api, onClose }: { target: RegionTarget | undefined; api: PlaceApi; onClose: () => void }) {
  const { message } = App.useApp();
  const tree = useQuery({ queryKey: ['admin-regions'], queryFn: () => api.adminRegions(), enabled: target !== undefined, staleTime: Infinity });
  const [districts, setDistricts] = useState(false);
  const [paths, setPaths] = useState<string[][]>([]);
  const [isAll, setIsAll] = useState(false);
  const [isCover, setIsCover] = useState(false);
  const [saving, setSaving] = useState(false);
  const options = useMemo(() => regionOptions(tree.data ?? [], districts), [tree.data, districts]);
  const group = target?.kind === 'group';
  // Another target: nothing chosen until its binding is read.
  const [readFor, setReadFor] = useState(target);
  if (readFor !== target) {
    setReadFor(target);
    if (target) setPaths([]);
  }
  useEffect(() => {
    if (!target) return;
    const shown = (address: string) => {
      const p = pathsOf(address);
      setPaths(p);
      if (p.some((x) => x.length === 3)) setDistricts(true);
    };
    if (target.kind === 'vehicle') api.adminRegion(target.id).then(shown, reportError);
    else
      api.groupAdminRegion(target.id).then((b) => {
        shown(b.address);
        setIsAll(b.isAll === 1);
        setIsCover(b.isCover === 1);
      }, reportError);
  }, [target, api]);
  const save = async () => {
    if (!target) return;
    const address = addressOf(paths, tree.data ?? []);
    if (!address) return void message.warning(texts.required);
    setSaving(true);
    try {
      if (target.kind === 'vehicle') await api.bindAdminRegion(target.id, address);
      else await api.bindGroupAdminRegion(target.id, { address, isAll: isAll ? 1 : 0, isCover: isCover ? 1 : 0 });
      void message.success(texts.bound);
      onClose();
    } catch (error) {
      reportError(error);
    } finally {
      setSaving(false);
    }
  };
  const remove = async () => {
    if (!target) return;
    try {
      if (target.kind === 'group') {
        await api.deleteGroupAdminRegion(target.id);
        void message.success(texts.deleted);
      } else {
        const inherited = await api.deleteAdminRegion(target.id);
        void message.success(inherited ? texts.deletedGroupApplies(inherited.replace(/_\d+/g, '')) : texts.deleted);
      }
      onClose();
    } catch (error) {
      reportError(error);
    }
  };
  return (
    <Modal
      title={texts.title(`${group ? texts.groupPrefix : ''}${target?.name ?? ''}`)}
      open={target !== undefined}
      onCancel={onClose}
      destroyOnHidden
      footer={
        <Space>
          <Button danger onClick={() => void remove()}>{texts.delete}</Button>
          <Button type="primary" loading={saving} onClick={() => void save()}>{texts.save}</Button>
        </Space>
      }
    >
      <Typography.Paragraph type="secondary">
        {group ? texts.groupVehicles : texts.vehicle}{texts.help}</Typography.Paragraph>
      <Space style={{ marginBottom: 8 }} wrap>
        <span>{texts.districts}</span>
        <Switch size="small" checked={districts} onChange={setDistricts} aria-label={texts.districts} />
        {group && (
          <>
            <span>{texts.subGroups}</span>
            <Switch size="small" checked={isAll} onChange={setIsAll} aria-label={texts.subGroups} />
            <span>{texts.cover}</span>
            <Switch size="small" checked={isCover} onChange={setIsCover} aria-label={texts.cover} />
          </>
        )}
      </Space>
      <Cascader
        aria-label={texts.regions}
        style={{ width: '100%' }}
        multiple
        showSearch
        maxTagCount="responsive"
        options={options}
        value={paths}
        onChange={(v) => setPaths(v as string[][])}
        showCheckedStrategy={Cascader.SHOW_PARENT}
        placeholder={texts.placeholder}
        loading={tree.isLoading}
      />
    </Modal>
  );
}
