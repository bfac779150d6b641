// 安全区域: a pet's home — a circle (centre and radius) that raises an alarm when the pet leaves and
// ends it when it comes back (shown on 报警). The centre is typed or taken from the pet's last
// position. Calls in service.ts; the pet picker is shared.
import { useEffect, useMemo, useState } from 'react';
import { App, Button, Card, Empty, Form, InputNumber, Popconfirm, Space, Typography } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { reportError } from '@chelian/core';
import { usePetServices } from '../../services/petServices';
import { PetPicker } from '../../shared/PetPicker';
import { useAllPets } from '../../shared/petList';
import { createZoneApi, type HomeZone } from './service';
import { zoneTexts as texts } from '../../texts';

export function ZonePage() {
  const { http } = usePetServices();
  const api = useMemo(() => createZoneApi(http), [http]);
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [petId, setPetId] = useState<number>();
  const pets = useAllPets();
  const pet = pets.data?.data.find((p) => p.id === petId);
  const [form] = Form.useForm<HomeZone>();
  const home = useQuery({ queryKey: ['pet', 'zone', petId], queryFn: () => api.home(petId ?? 0), enabled: petId !== undefined });
  useEffect(() => {
    if (home.error) reportError(home.error);
  }, [home.error]);
  useEffect(() => {
    form.setFieldsValue(home.data ?? { lat: undefined, lon: undefined, radius: 300 });
  }, [home.data, form]);

  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['pet', 'zone', petId] });
  const save = async () => {
    if (petId === undefined) return;
    try {
      await api.save(petId, await form.validateFields());
      void message.success(texts.saved);
      refresh();
    } catch (e) {
      reportError(e);
    }
  };
  const remove = async () => {
    if (petId === undefined) return;
    try {
      await api.remove(petId);
      void message.success(texts.removed);
      refresh();
    } catch (e) {
      reportError(e);
    }
  };
  const useLast = () => {
    if (!pet || !pet.lastSeen) return void message.warning(texts.noPosition);
    form.setFieldsValue({ lat: Number(pet.lat.toFixed(6)), lon: Number(pet.lon.toFixed(6)) });
  };

  return (
    <div style={{ padding: '16px 20px' }} data-testid="zone-page">
      <Space style={{ marginBottom: 16 }}>
        <span>{texts.pet}</span>
        <PetPicker value={petId} onChange={setPetId} />
      </Space>
      <Card>
        <Typography.Paragraph type="secondary">{texts.intro}</Typography.Paragraph>
        {home.data ? (
          <Typography.Paragraph data-testid="zone-current">{texts.current(home.data.lat, home.data.lon, home.data.radius)}</Typography.Paragraph>
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={texts.none} />
        )}
        <Form form={form} layout="inline" disabled={petId === undefined}>
          <Form.Item name="lat" label={texts.lat} rules={[{ required: true, message: texts.lat }]}>
            <InputNumber min={-90} max={90} step={0.0001} style={{ width: 150 }} />
          </Form.Item>
          <Form.Item name="lon" label={texts.lon} rules={[{ required: true, message: texts.lon }]}>
            <InputNumber min={-180} max={180} step={0.0001} style={{ width: 160 }} />
          </Form.Item>
          <Form.Item name="radius" label={texts.radius} rules={[{ required: true, message: texts.radius }]}>
            <InputNumber min={200} max={5000} step={50} style={{ width: 120 }} />
          </Form.Item>
        </Form>
        <Space style={{ marginTop: 16 }}>
          <Button onClick={useLast} disabled={petId === undefined}>
            {texts.useLast}
          </Button>
          <Button type="primary" onClick={() => void save()} disabled={petId === undefined}>
            {texts.save}
          </Button>
          {home.data && (
            <Popconfirm title={texts.remove} onConfirm={() => void remove()}>
              <Button danger>{texts.remove}</Button>
            </Popconfirm>
          )}
        </Space>
      </Card>
    </div>
  );
}
