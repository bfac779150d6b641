// 命令下发报表 (/commandReport): every command sent to the user's vehicles with its result (下发记录, the
// 指令查询 report: pageCommandReport) and the lines going down and coming up (上下行记录:
// pageCommandAndTextUp, pinned to the time of its first page). Photos taken on command open in the
// image viewer; a pending command can be cancelled. Refreshes while commands are unfinished.
import { useState } from 'react';
import { App, Button, Checkbox, DatePicker, Select, Space, Table, Tabs, Tag } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type Dayjs } from 'dayjs';
import {
  COMMAND_STATUS_TEXT,
  currentSessionId,
  isFinalStatus,
  sendMessage,
  type CommandRecord,
  type CommandTextLine,
} from '@chelian/core';
import { useShellServices } from '../../services/ShellServicesContext';
import { CenterPage } from '../center/CenterPage';
import { TIME_FORMAT, lastDays, reportPresets, serverNow } from './reportRange';
import { commandReportPageTexts as texts } from '../../texts';

const PAGE_SIZES = ['100', '200', '300', '400'];
const STATUS_COLORS: Record<number, string> = { 0: 'default', 1: 'processing', 2: 'success', 3: 'error', 4: 'warning', 5: 'default', 6: 'error', 7: 'default' };

const defaultRange = () => lastDays(2, Date.now());

function CommandRecords() {
  const { commands, storage } = useShellServices();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [range, setRange] = useState<[Dayjs, Dayjs]>(defaultRange);
  // The presets count from when the picker was last opened.
  const [presetsAt, setPresetsAt] = useState(() => Date.now());
  const [status, setStatus] = useState(-1);
  const [mine, setMine] = useState(false);
  const [page, setPage] = useState({ current: 1, pageSize: 100 });
  const list = useQuery({
    queryKey: ['commands', 'report', range[0].valueOf(), range[1].valueOf(), status, mine, page.current, page.pageSize],
    queryFn: () =>
      commands.pageReport({
        startTime: range[0].format(TIME_FORMAT),
        endTime: range[1].format(TIME_FORMAT),
        ...(status >= 0 ? { status } : {}),
        ...(mine ? { mine: 1 as const } : {}),
        pageNumber: page.current,
        pageSize: page.pageSize,
      }),
    refetchInterval: (q) => (q.state.data?.data.some((r) => !isFinalStatus(r.status)) ? 3000 : false),
  });
  const photos = (r: CommandRecord) =>
    sendMessage('showImage', { index: 0, urls: commands.photoUrls(r.vehicleId, r.mediaIds, currentSessionId(storage)) });
  const cancel = async (r: CommandRecord) => {
    await commands.cancel(r.id);
    void message.success(texts.cancelled);
    void queryClient.invalidateQueries({ queryKey: ['commands'] });
  };
  return (
    <>
      <Space wrap style={{ marginBottom: 12 }}>
        <span>{texts.sendTime}</span>
        <DatePicker.RangePicker
          showTime
          value={range}
          allowClear={false}
          disabledDate={(d) => d.isAfter(serverNow(Date.now()).endOf('day'))}
          presets={reportPresets(presetsAt)}
          onOpenChange={(open) => open && setPresetsAt(Date.now())}
          onChange={(v) => {
            if (v && v[0] && v[1]) setRange([v[0], v[1]]);
            setPage((p) => ({ ...p, current: 1 }));
          }}
        />
        <Select
          aria-label={texts.result}
          style={{ width: 120 }}
          value={status}
          onChange={(v: number) => {
            setStatus(v);
            setPage((p) => ({ ...p, current: 1 }));
          }}
          options={[{ value: -1, label: texts.allResults }, ...Object.entries(COMMAND_STATUS_TEXT).map(([k, v]) => ({ value: Number(k), label: v }))]}
        />
        <Checkbox checked={mine} onChange={(e) => setMine(e.target.checked)}>{texts.mine}</Checkbox>
        <Button icon={<ReloadOutlined />} onClick={() => void queryClient.invalidateQueries({ queryKey: ['commands'] })}>{texts.refresh}</Button>
      </Space>
      <Table<CommandRecord>
        rowKey="id"
        size="small"
        bordered
        loading={list.isLoading}
        dataSource={list.data?.data ?? []}
        scroll={{ x: 1340 }}
        pagination={{
          current: page.current,
          pageSize: page.pageSize,
          total: list.data?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: PAGE_SIZES,
          showTotal: (t) => texts.total(t),
          onChange: (current, pageSize) => setPage({ current, pageSize }),
        }}
        columns={[
          { title: texts.index, key: 'index', width: 56, render: (_: unknown, __: CommandRecord, i) => (page.current - 1) * page.pageSize + i + 1 },
          { title: texts.plate, dataIndex: 'plate', width: 100 },
          { title: texts.type, dataIndex: 'commandId', width: 110 },
          { title: texts.content, dataIndex: 'commandMsg', width: 110, ellipsis: true },
          {
            title: texts.result,
            dataIndex: 'result',
            width: 84,
            render: (_: unknown, r) => <Tag color={STATUS_COLORS[r.status]}>{r.result}</Tag>,
          },
          {
            title: texts.resultText,
            key: 'detail',
            width: 300,
            render: (_: unknown, r) => (
              <Space direction="vertical" size={0}>
                <span>{r.resultMsg}</span>
                {r.replyText && r.replyText !== r.resultMsg && <span style={{ color: '#666' }}>{r.replyText}</span>}
              </Space>
            ),
          },
          { title: texts.sendTime, dataIndex: 'createTime', width: 160 },
          { title: texts.user, dataIndex: 'userName', width: 90 },
          { title: texts.group, dataIndex: 'groupName', width: 100 },
          { title: texts.terminalNo, dataIndex: 'terminalNo', width: 130 },
          {
            title: texts.actions,
            key: 'actions',
            width: 100,
            fixed: 'right',
            render: (_: unknown, r) => (
              <Space size={4}>
                {r.mediaIds && (
                  <Button type="link" size="small" onClick={() => photos(r)}>{texts.photos}</Button>
                )}
                {r.status === 0 && (
                  <Button type="link" size="small" danger onClick={() => void cancel(r)}>{texts.cancel}</Button>
                )}
              </Space>
            ),
          },
        ]}
      />
    </>
  );
}

function TextLines() {
  const { commands } = useShellServices();
  const queryClient = useQueryClient();
  // The first page fixes the time; paging keeps it so new lines do not shift the pages.
  const [pinned, setPinned] = useState('');
  const [page, setPage] = useState({ current: 1, pageSize: 100 });
  const list = useQuery({
    queryKey: ['commands', 'lines', pinned, page.current, page.pageSize],
    queryFn: async () => {
      const r = await commands.pageTextUp({ pageNumber: page.current, pageSize: page.pageSize, ...(pinned ? { time: pinned } : {}) });
      if (!pinned) setPinned(r.data.time);
      return r;
    },
  });
  return (
    <>
      <Space style={{ marginBottom: 12 }}>
        <span style={{ color: '#666' }}>{texts.until} {list.data?.data.time ?? '--'}</span>
        <Button
          icon={<ReloadOutlined />}
          onClick={() => {
            setPinned('');
            setPage((p) => ({ ...p, current: 1 }));
            void queryClient.invalidateQueries({ queryKey: ['commands', 'lines'] });
          }}
        >{texts.refresh}</Button>
      </Space>
      <Table<CommandTextLine>
        rowKey={(r) => `${r.direction}-${r.commandId}-${r.time}-${r.commandMsg}`}
        size="small"
        bordered
        loading={list.isLoading}
        dataSource={list.data?.data.data ?? []}
        pagination={{
          current: page.current,
          pageSize: page.pageSize,
          total: list.data?.total ?? 0,
          showTotal: (t) => texts.total(t),
          onChange: (current, pageSize) => setPage({ current, pageSize }),
        }}
        columns={[
          { title: texts.index, key: 'index', width: 60, render: (_: unknown, __: CommandTextLine, i) => (page.current - 1) * page.pageSize + i + 1 },
          { title: texts.plateShort, dataIndex: 'plate', width: 110 },
          { title: texts.lineTime, dataIndex: 'time', width: 160 },
          {
            title: texts.direction,
            dataIndex: 'direction',
            width: 70,
            render: (d: number) => (d === 1 ? <Tag color="blue">{texts.down}</Tag> : <Tag color="green">{texts.up}</Tag>),
          },
          { title: texts.command, dataIndex: 'commandType', width: 150 },
          { title: texts.text, dataIndex: 'commandMsg' },
        ]}
      />
    </>
  );
}

export function CommandReportPage() {
  return (
    <CenterPage title={texts.title}>
      <Tabs
        items={[
          { key: 'records', label: texts.recordsTab, children: <CommandRecords /> },
          { key: 'lines', label: texts.linesTab, children: <TextLines /> },
        ]}
      />
    </CenterPage>
  );
}
