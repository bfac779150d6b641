// The filter card of every report: labelled fields, the 搜索 button and the export icon, each
// guarded by its button id (§5.3: removed when the user lacks it).
import type { ReactNode } from 'react';
import { Button, Card, Form, Tooltip } from 'antd';
import { DownloadOutlined, SearchOutlined } from '@ant-design/icons';
import { Access } from '@chelian/ui';
import { filterCardTexts as texts } from '../texts';

export interface FilterField {
  label: string;
  node: ReactNode;
}

export interface ReportFilterCardProps {
  fields: FilterField[];
  onSearch: () => void;
  /** The search button's id (§5.3); a report without one (车辆日在线) shows it to everyone holding the page. */
  searchButton?: number;
  searching?: boolean;
  /** Absent when the report has no export (OBD报表). */
  onExport?: () => void;
  exportButton?: number;
}

export function ReportFilterCard({ fields, onSearch, searchButton, searching, onExport, exportButton }: ReportFilterCardProps) {
  const searchNode = (
    <Button type="primary" icon={<SearchOutlined />} loading={searching} onClick={onSearch}>
      {texts.search}
    </Button>
  );
  return (
    <Card size="small" data-testid="report-filter" aria-label={texts.filters}>
      <Form layout="inline" style={{ rowGap: 8 }}>
        {fields.map((f) => (
          <Form.Item key={f.label} label={f.label}>
            {f.node}
          </Form.Item>
        ))}
        <Form.Item>
          {searchButton === undefined ? searchNode : <Access button={searchButton}>{searchNode}</Access>}
        </Form.Item>
        {onExport && exportButton !== undefined && (
          <Form.Item>
            <Access button={exportButton}>
              <Tooltip title={texts.export}>
                <Button icon={<DownloadOutlined />} aria-label={texts.export} onClick={onExport} />
              </Tooltip>
            </Access>
          </Form.Item>
        )}
      </Form>
    </Card>
  );
}
