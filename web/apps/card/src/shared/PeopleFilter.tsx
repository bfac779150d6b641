// The people lists' toolbar (人员管理, 健康数据): the group picker, the keyword and 搜索, which hands
// the filter to the page; the page's own buttons follow as children.
import { useState, type ReactNode } from 'react';
import { Button, Input, Space } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { GroupField } from './GroupField';
import styles from './ListPage.module.css';
import { sharedTexts } from '../texts';

export interface PeopleFilterValue {
  keyword: string;
  groupId?: number | undefined;
}

export function PeopleFilter({ onSearch, children }: { onSearch: (filter: PeopleFilterValue) => void; children?: ReactNode }) {
  const [keyword, setKeyword] = useState('');
  const [groupId, setGroupId] = useState<number | undefined>();
  const search = () => onSearch({ keyword, groupId });
  return (
    <Space className={styles.toolbar} wrap>
      <GroupField value={groupId} onChange={setGroupId} />
      <Input
        allowClear
        aria-label={sharedTexts.keyword}
        placeholder={sharedTexts.keywordPlaceholder}
        style={{ width: 240 }}
        value={keyword}
        onChange={(e) => setKeyword(e.target.value)}
        onPressEnter={search}
      />
      <Button type="primary" icon={<SearchOutlined />} onClick={search}>
        {sharedTexts.search}
      </Button>
      {children}
    </Space>
  );
}
