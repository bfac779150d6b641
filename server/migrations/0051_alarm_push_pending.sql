-- Alarm pushes still waiting when the server stopped (alarms not yet sent out, webhook retries not
-- yet due): saved at stop, queued again at the next start (notify/pending_pushes.cc).
CREATE TABLE alarm_push_pending (
  id {{ID}},
  due_ms BIGINT NOT NULL,
  item TEXT NOT NULL,                      -- JSON of the queued item
  saved_at BIGINT NOT NULL
);
