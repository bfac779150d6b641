// 车辆资料 › 风控信息 (edit only, §2.7 tab 4): 出省报警设置 (provinces and cities), 经常停留点设置 (which
// points are set on the monitoring map, and their alarm switch) and 二押点报警启用, with the notes.
// Its fields belong to the dialog's form: 保存 sends them in updateVehicle's alarmUtil.
import { useEffect } from 'react';
import { Alert, Cascader, Form, Switch, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { regionOptions, reportError, type RegionNode } from '@chelian/core';
import { stayPointsSet, type RiskExtend } from '../model/riskForm';
import { vehicleRiskTexts as texts } from '../../../texts';

export interface RiskTabProps {
  regions: () => Promise<RegionNode[]>;
  /** The region tree's query key: the dialog reads the tree from the cache to name the chosen areas. */
  queryKey: readonly unknown[];
  extend: RiskExtend | undefined;
  disabled: boolean;
}

export function RiskTab({ regions, queryKey, extend, disabled }: RiskTabProps) {
  const tree = useQuery({ queryKey, queryFn: regions, staleTime: Infinity });
  useEffect(() => {
    if (tree.error) reportError(tree.error);
  }, [tree.error]);
  const staySet = stayPointsSet(extend);
  return (
    <div data-testid="vehicle-risk-tab">
      <Form.Item name="riskAreas" label={texts.areas}>
        <Cascader
          aria-label={texts.areas}
          multiple
          showSearch
          maxTagCount="responsive"
          showCheckedStrategy={Cascader.SHOW_PARENT}
          options={regionOptions(tree.data ?? [])}
          loading={tree.isLoading}
          disabled={disabled || !tree.data}
          placeholder={tree.data ? texts.areasPlaceholder : texts.areasLoading}
        />
      </Form.Item>
      <Form.Item label={texts.stay}>
        <Typography.Text strong>{extend?.stayPaint ?? ''}</Typography.Text>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>{texts.stayHint}</Typography.Paragraph>
      </Form.Item>
      <Form.Item name="stayEnabled" label={texts.stayAlarm} valuePropName="checked">
        <Switch checkedChildren={texts.on} unCheckedChildren={texts.off} disabled={disabled || !staySet} aria-label={texts.stayAlarm} />
      </Form.Item>
      <Form.Item name="twoCharge" label={texts.twoCharge} valuePropName="checked">
        <Switch checkedChildren={texts.on} unCheckedChildren={texts.off} disabled={disabled} aria-label={texts.twoCharge} />
      </Form.Item>
      <Alert
        type="info"
        showIcon
        message={texts.notesTitle}
        description={
          <ul style={{ margin: 0, paddingLeft: 18 }}>
            {texts.notes.map((n) => (
              <li key={n}>{n}</li>
            ))}
          </ul>
        }
      />
    </div>
  );
}
