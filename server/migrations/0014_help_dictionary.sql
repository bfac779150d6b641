-- Help messages (shown per page, with read marks) and the dictionary of codes and labels the
-- console caches (alarm types, icon types, positioning types, download list types and states, …).

CREATE TABLE help_messages (
  id {{ID}},
  page_key TEXT NOT NULL,           -- route path the help belongs to, '*' for general help
  title TEXT NOT NULL,
  content TEXT NOT NULL,
  sort INTEGER NOT NULL DEFAULT 0,
  created_at BIGINT NOT NULL
);
CREATE INDEX help_messages_page ON help_messages (page_key, sort);

CREATE TABLE help_reads (
  message_id BIGINT NOT NULL,
  user_id BIGINT NOT NULL,
  read_at BIGINT NOT NULL,
  PRIMARY KEY (message_id, user_id)
);

CREATE TABLE dictionary (
  id {{ID}},
  dict_type TEXT NOT NULL,
  code TEXT NOT NULL,
  label TEXT NOT NULL,
  sort INTEGER NOT NULL DEFAULT 0,
  remark TEXT
);
CREATE UNIQUE INDEX dictionary_type_code ON dictionary (dict_type, code);

INSERT INTO help_messages (page_key, title, content, sort, created_at) VALUES
  ('/center/notice', '站内信与公告', '站内信是平台发给您个人的通知（如导出完成、安全提醒）；公告是平台或上级单位发布给所有下级用户的通知。点击标题查看详情，查看后自动标记为已读；也可以一键全部已读。', 1, 1735660800000),
  ('/center/security', '如何保护账号安全', '建议每 90 天修改一次密码，并绑定手机号：绑定后可使用短信验证码登录，也能在新设备登录时收到提醒。密码长度 6–32 位，建议同时包含字母与数字。', 1, 1735660800000),
  ('/center/download', '导出文件保存多久', '您导出的文件生成后会暂存在服务器上，三天后自动删除。状态为「导出中」时请稍候，完成后可在此下载，也会收到一条站内信。', 1, 1735660800000),
  ('/center/health', '健康阈值说明', '心率、血压、体温和血氧超出设定范围时，平台会对佩戴智能工牌或智能手表的人员产生健康告警。未单独设置的单位沿用上级单位的阈值，均未设置时使用平台默认值。', 1, 1735660800000),
  ('*', '如何添加资产', '在「智能车联 › 资产管理」中点击「添加资产」，填写车牌号与设备号（终端号）并选择所属分组即可。设备上线后即可在监控页看到位置。', 2, 1735660800000),
  ('*', '设备离线怎么办', '请检查设备供电与 SIM 卡流量、确认设备已配置平台的域名与端口（JT/T 808 默认 7788，GT06 默认 5023）。长时间离线可在「资产管理」查看最后上线时间。', 3, 1735660800000);

INSERT INTO dictionary (dict_type, code, label, sort) VALUES
  ('alarmType', 'emergencyAlarm', '紧急报警', 1),
  ('alarmType', 'overSpeed', '超速报警', 2),
  ('alarmType', 'lowVoltage', '终端主电源欠压', 3),
  ('alarmType', 'powerDown', '终端主电源掉电', 4),
  ('alarmType', 'GPSAntennaState', 'GPS天线开路', 5),
  ('alarmType', 'isIllegalRemove', '防拆除报警', 6),
  ('alarmType', 'illegalMove', '位移报警', 7),
  ('alarmType', 'illegalStart', '非法点火报警', 8),
  ('alarmType', 'shockAlarm', '震动报警', 9),
  ('alarmType', 'collideAlarm', '碰撞报警', 10),
  ('alarmType', 'rolloverAlarm', '侧翻报警', 11),
  ('alarmType', 'accelerateAlarm', '急加速报警', 12),
  ('alarmType', 'slowDownAlarm', '急减速报警', 13),
  ('alarmType', 'swerveAlarm', '急转弯报警', 14),
  ('alarmType', 'pseudoLbs', '伪基站报警', 15),
  ('alarmType', 'lightAlarm', '光感报警', 16),
  ('alarmType', 'heartRateAlarm', '心率异常', 30),
  ('alarmType', 'bloodPressureAlarm', '血压异常', 31),
  ('alarmType', 'temperatureAlarm', '体温异常', 32),
  ('alarmType', 'spo2Alarm', '血氧过低', 33),
  ('iconType', '0', '汽车', 0), ('iconType', '1', '牛', 1), ('iconType', '2', '狗', 2), ('iconType', '3', '人', 3),
  ('iconType', '4', '电动车', 4), ('iconType', '5', '船', 5), ('iconType', '6', '挖掘机', 6), ('iconType', '7', '箭头', 7),
  ('iconType', '8', '大货车', 8), ('iconType', '9', '大巴车', 9), ('iconType', '10', '羊', 10), ('iconType', '11', '宠物', 11),
  ('iconType', '12', '设备', 12), ('iconType', '13', '摩托车', 13),
  ('positionType', '0', 'GPS信号弱', 0), ('positionType', '1', '卫星定位', 1), ('positionType', '2', 'WIFI', 2),
  ('positionType', '3', '多基站', 3), ('positionType', '4', '单基站', 4), ('positionType', '5', '混合定位', 5),
  ('exportType', '1', '报警记录', 1), ('exportType', '2', '里程记录', 2), ('exportType', '3', '全部资料', 3),
  ('exportType', '4', '车辆管理', 4), ('exportType', '5', '车辆续费', 5), ('exportType', '6', '登录日志', 6),
  ('exportStatus', '1', '等待', 1), ('exportStatus', '2', '导出中', 2), ('exportStatus', '3', '成功', 3), ('exportStatus', '4', '失败', 4),
  ('vehicleStatus', '0', '从未上线', 0), ('vehicleStatus', '1', '行驶', 1), ('vehicleStatus', '2', '停车', 2), ('vehicleStatus', '3', '离线', 3), ('vehicleStatus', '4', '过期', 4),
  ('wearerType', '1', '智能工牌', 1), ('wearerType', '2', '智能手表', 2),
  ('noticeKind', '1', '公告', 1), ('noticeKind', '2', '站内信', 2);
