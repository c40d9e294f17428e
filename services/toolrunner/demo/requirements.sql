-- The demo requirement tracker. {{today}} is replaced by the demo clock's
-- date (YYYY-MM-DD) when the database is created, so "this week's new
-- requirements" always has rows and the data is the same for the same day.
CREATE TABLE requirements (
  id           INTEGER PRIMARY KEY,
  title        TEXT NOT NULL,
  product_line TEXT NOT NULL,
  owner        TEXT NOT NULL,
  state        TEXT NOT NULL CHECK (state IN ('open', 'in_progress', 'done')),
  priority     TEXT NOT NULL CHECK (priority IN ('P0', 'P1', 'P2', 'P3')),
  created_at   TEXT NOT NULL,
  updated_at   TEXT NOT NULL
);
CREATE INDEX requirements_updated ON requirements (updated_at);

INSERT INTO requirements VALUES
  (101, '订单导出支持按门店筛选 / order export filtered by store',        'retail',       '张伟', 'done',        'P1', date('{{today}}', '-41 days'), date('{{today}}', '-12 days')),
  (102, '会员积分过期提醒 / points expiry reminder',                      'app',          '李娜', 'done',        'P2', date('{{today}}', '-35 days'), date('{{today}}', '-9 days')),
  (103, '小程序首页改版 / mini-program home redesign',                    'mini_program', '王强', 'in_progress', 'P1', date('{{today}}', '-30 days'), date('{{today}}', '-3 days')),
  (104, '广告投放 ROI 看板 / ads ROI dashboard',                          'ads',          '赵敏', 'in_progress', 'P2', date('{{today}}', '-25 days'), date('{{today}}', '-6 days')),
  (105, '云存储账单按项目拆分 / cloud storage bill per project',          'cloud',        '陈杰', 'open',        'P3', date('{{today}}', '-21 days'), date('{{today}}', '-15 days')),
  (106, '支付回调失败自动重试 / retry failed payment callbacks',          'app',          '刘洋', 'done',        'P0', date('{{today}}', '-14 days'), date('{{today}}', '-5 days')),
  (107, '华东区门店日报自动生成 / daily report for East China stores',    'retail',       '张伟', 'in_progress', 'P1', date('{{today}}', '-10 days'), date('{{today}}', '-2 days')),
  (108, 'Web 端登录支持扫码 / QR-code login on web',                      'web',          '孙丽', 'open',        'P2', date('{{today}}', '-7 days'),  date('{{today}}', '-7 days')),
  (109, '搜索结果按距离排序 / sort search results by distance',           'mini_program', '王强', 'open',        'P2', date('{{today}}', '-6 days'),  date('{{today}}', '-6 days')),
  (110, '告警降噪：合并重复告警 / merge duplicate alerts',                'cloud',        '陈杰', 'in_progress', 'P1', date('{{today}}', '-5 days'),  date('{{today}}', '-1 days')),
  (111, '转化率口径统一 / one definition of conversion rate',             'ads',          '赵敏', 'open',        'P1', date('{{today}}', '-4 days'),  date('{{today}}', '-4 days')),
  (112, '订单中心接口限流 / rate limits on the order API',               'app',          '刘洋', 'done',        'P1', date('{{today}}', '-4 days'),  date('{{today}}', '-1 days')),
  (113, '门店库存预警 / store stock alerts',                              'retail',       '周涛', 'open',        'P2', date('{{today}}', '-3 days'),  date('{{today}}', '-3 days')),
  (114, 'DAU 统计去重修复 / fix DAU de-duplication',                      'web',          '孙丽', 'in_progress', 'P0', date('{{today}}', '-2 days'),  date('{{today}}', '-1 days')),
  (115, '周报邮件模板 / weekly report e-mail template',                   'cloud',        '李娜', 'open',        'P3', date('{{today}}', '-1 days'),  date('{{today}}', '-1 days')),
  (116, '新客首单优惠 / first-order discount for new customers',         'mini_program', '周涛', 'open',        'P2', date('{{today}}', '-1 days'),  date('{{today}}', '-1 days'));
