// 风险合同: running contracts by risk score with the evidence of each point (tampering, offline,
// leaving the area, repeated overdue), highest first; filtered by level.
import { useEffect, useMemo, useState } from 'react';
import { Progress, Select, Space, Table, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { createPagination, pageQuery, reportError } from '@chelian/core';
import { usePageFollowsTotal } from '@chelian/ui';
import { useLeaseServices } from '../../services/leaseServices';
import { LeasePage } from '../../shared/LeasePage';
import { tablePaging } from '../../shared/tablePaging';
import styles from '../../shared/ListPage.module.css';
import { createRiskApi, type RiskRow } from './service';
import { contractTexts, riskPageTexts as texts, routeTexts } from '../../texts';

const LEVEL_COLORS: Record<number, string> = { 0: 'default', 1: 'warning', 2: 'error' };

export function RiskPage() {
  const { http } = useLeaseServices();
  const api = useMemo(() => createRiskApi(http), [http]);
  const [page, setPage] = useState(createPagination({ pageSize: 20 }));
  const [level, setLevel] = useState(1);
  const list = useQuery({ queryKey: ['lease', 'risk', level, page.current, page.pageSize], queryFn: () => api.risks(level, pageQuery(page).pageNumber, page.pageSize) });
  useEffect(() => {
    if (list.error) reportError(list.error);
  }, [list.error]);
  usePageFollowsTotal(page, setPage, list.data?.total);
  return (
    <LeasePage title={routeTexts.risk} tips={texts.tips} testId="lease-risk-page">
      <Space className={styles.toolbar}>
        <span>{texts.level}</span>
        <Select
          aria-label={texts.level}
          style={{ width: 140 }}
          value={level}
          onChange={(v: number) => {
            setLevel(v);
            setPage((p) => ({ ...p, current: 1 }));
          }}
          options={[0, 1, 2].map((l) => ({ value: l, label: texts.levels[l] }))}
        />
      </Space>
      <Table<RiskRow>
        rowKey="contractId"
        size="middle"
        loading={list.isFetching}
        dataSource={list.data?.data ?? []}
        locale={{ emptyText: texts.empty }}
        pagination={tablePaging(page, setPage, list.data?.total)}
        columns={[
          { title: contractTexts.contractNo, dataIndex: 'contractNo', width: 130 },
          { title: contractTexts.rider, dataIndex: 'riderName', width: 90 },
          { title: contractTexts.plate, dataIndex: 'plate', width: 100 },
          { title: contractTexts.group, dataIndex: 'groupName', width: 120 },
          {
            title: texts.score,
            dataIndex: 'score',
            width: 170,
            render: (s: number, r) => (
              <Space>
                <Progress percent={s} size="small" showInfo={false} strokeColor={r.level === 2 ? '#cf1322' : r.level === 1 ? '#fa8c16' : '#52c41a'} style={{ width: 80 }} />
                <span>{s}</span>
                <Tag color={LEVEL_COLORS[r.level]}>{texts.levelNames[r.level]}</Tag>
              </Space>
            ),
          },
          {
            title: texts.evidence,
            key: 'evidence',
            render: (_, r) => (
              <div data-testid="risk-evidence">
                {r.evidence.map((e) => (
                  <div key={e.kind}>
                    <Tag>{texts.points(e.points)}</Tag>
                    {e.text}
                    {e.time ? `（${e.time}）` : ''}
                  </div>
                ))}
              </div>
            ),
          },
          { title: texts.lastTime, dataIndex: 'lastTime', width: 160, render: (t: string) => t || '—' },
        ]}
      />
    </LeasePage>
  );
}
