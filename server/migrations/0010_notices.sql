-- System center: in-site messages (站内信) and announcements (公告) with per-user read marks.
-- Audience: a row with user_id reaches that one user; otherwise every user whose group lies in
-- the subtree of group_id (NULL group_id = every user of the platform).

CREATE TABLE notices (
  id {{ID}},
  kind INTEGER NOT NULL,            -- 1 公告 announcement, 2 站内信 message
  category TEXT NOT NULL DEFAULT '系统通知',
  title TEXT NOT NULL,
  content TEXT NOT NULL,
  group_id BIGINT,                  -- audience subtree; NULL = everyone
  user_id BIGINT,                   -- one recipient; NULL = the whole audience
  publisher TEXT,
  top INTEGER NOT NULL DEFAULT 0,   -- 1: pinned above the others
  created_at BIGINT NOT NULL
);
CREATE INDEX notices_user ON notices (user_id, created_at);
CREATE INDEX notices_group ON notices (group_id, created_at);

CREATE TABLE notice_reads (
  notice_id BIGINT NOT NULL,
  user_id BIGINT NOT NULL,
  read_at BIGINT NOT NULL,
  PRIMARY KEY (notice_id, user_id)
);

INSERT INTO notices (kind, category, title, content, group_id, user_id, publisher, top, created_at) VALUES
  (1, '平台公告', '欢迎使用车联智能监控平台',
   '尊敬的用户：
欢迎使用车联智能监控平台。您可以在「智能车联」中查看车辆实时位置、轨迹回放与告警，在「系统中心」中管理站内信、账号安全、导出文件与健康阈值。
如需帮助，请点击页面右上角的帮助或联系您的服务商。',
   NULL, NULL, '平台运营中心', 1, 1735660800000),
  (1, '平台公告', '系统维护通知',
   '为提升服务质量，平台将于每月第一个周日 02:00–04:00 进行例行维护，期间实时定位与告警推送可能出现短暂延迟，历史数据不受影响。给您带来的不便敬请谅解。',
   NULL, NULL, '平台运营中心', 0, 1735747200000);
