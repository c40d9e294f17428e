package embedded

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
)

// glossWords is a general bilingual table of the words enum values are
// made of in English and a goal says in Chinese (or in other English
// words): departments and roles of a workplace, kinds of item, ways of
// paying and delivering, states of a record, reasons for a change. Each
// key maps to English words; a value is named when every word of it (or
// every content word of the gloss its description gives it) is among the
// English words of the goal, at least one of them reached through this
// table. The table holds common vocabulary only, never one catalog's
// values: which value it fills is decided by the schema's own words.
var glossWords = map[string]string{
	// departments and roles
	"心内科": "cardiology cardiac", "心脏科": "cardiology cardiac",
	"儿科": "pediatrics paediatrics children", "眼科": "ophthalmology eye",
	"皮肤科": "dermatology skin", "骨科": "orthopedics orthopaedics bone",
	"妇产科": "obstetrics gynecology", "妇科": "gynecology", "产科": "obstetrics",
	"牙科": "dentistry dental", "口腔科": "dentistry dental",
	"全科": "general practice family medicine", "内科": "internal medicine",
	"外科": "surgery surgical", "急诊": "emergency",
	"护士": "nurse nursing", "医生": "doctor physician", "大夫": "doctor physician",
	"技师": "technician", "前台": "front desk reception",
	"财务": "finance", "销售": "sales", "客服": "support service",
	"研发": "engineering research development", "人事": "hr human resources", "人力资源": "hr human resources",
	"法务": "legal", "运营": "operations", "市场部": "marketing", "行政": "administration admin",
	"采购": "procurement purchasing",
	// getting about and staying, at work
	"打车": "taxi", "出租车": "taxi", "网约车": "ride hailing", "停车": "parking",
	"酒店": "hotel", "住宿": "hotel lodging accommodation", "机票": "flight", "航班": "flight",
	"接机": "pickup arrival", "送机": "dropoff departure",
	"火车": "train", "高铁": "train", "餐费": "meal", "午餐": "lunch meal", "晚餐": "dinner meal",
	"密码": "password", "账号": "account", "账户": "account", "权限": "permission",
	"笔记本": "laptop notebook", "电脑": "computer laptop", "显示器": "monitor", "打印机": "printer",
	"网络": "network", "无线": "wifi wireless", "wifi": "network wireless", "wi-fi": "network wireless",
	"办公用品": "office supplies", "文具": "stationery office supplies", "招待": "entertainment hospitality",
	"客户": "client customer", "用户": "user customer", "培训": "training",
	// diets and the people a service is for
	"糖尿病": "diabetic diabetes", "清真": "halal", "犹太": "kosher", "无麸质": "gluten-free gluten free", "素食": "vegetarian",
	"纯素": "vegan", "低盐": "low salt sodium", "过敏": "allergy allergic", "高血压": "hypertension", "儿童": "child children kids",
	"大人": "adult adults", "小孩": "child children kids",
	"婴儿": "baby infant", "孕妇": "pregnant maternity", "老人": "elderly senior", "残疾": "disabled disability", "轮椅": "wheelchair",
	"镇静": "sedation sedated sedative", "麻醉": "anaesthesia anesthesia", "主人": "owner", "发给": "send",
	"危险": "hazard danger dangerous", "发烧": "fever sick illness", "教练": "coach trainer instructor",
	// kinds of item
	"疫苗": "vaccine vaccines", "药品": "medication medicine drug", "药物": "medication medicine drug",
	"耗材": "consumable consumables", "试剂": "reagent reagents",
	// paying, refunding, delivering
	"原路": "original payment", "原支付方式": "original payment", "原渠道": "original",
	"支付": "payment", "付款": "payment", "现金": "cash", "银行转账": "bank transfer", "转账": "transfer",
	"信用卡": "credit card", "储值": "store credit", "余额": "balance credit",
	"次日达": "next day express", "次日": "next day", "隔天": "next day",
	"当日达": "same day", "当天达": "same day", "加急": "express urgent",
	"标准": "standard", "普通": "standard regular",
	// states and reasons
	"正在": "currently active", "目前在": "currently active", "现在在": "currently active",
	"right now": "currently active ongoing", "at the moment": "currently active ongoing",
	"有效": "active valid", "生效": "active",
	"差异": "discrepancy", "盘点": "cycle count", "破损": "damage damaged", "损坏": "damage damaged",
	"丢失": "lost loss", "过期": "expired", "重复": "duplicate",
	"变质": "spoiled spoilage", "腐坏": "spoiled spoilage", "发霉": "spoiled mould",
	"摔碎": "damaged broken", "摔坏": "damaged broken", "打碎": "damaged broken", "碰坏": "damaged broken",
	"态度差": "service attitude", "态度不好": "service attitude", "rude": "service attitude", "impolite": "service attitude",
	"到货": "arrived", "已到": "arrived", "在途": "in transit", "运输中": "in transit",
	"收齐": "complete full", "到齐": "complete full", "齐全": "complete full",
	"派送中": "out for delivery", "异常": "exception", "草稿": "draft",
	"暂停": "paused pause", "已暂停": "paused", "审核": "review",
	"开放": "open", "开放时间": "hours schedule", "关闭": "closed close", "还在执行": "active", // 开放时间 asks when, not which are open
	"拥挤": "crowding crowded", "无障碍": "accessible accessibility", "渠道": "channel",
	"高级": "advanced senior premium", "手机": "phone mobile", "电池": "battery",
	// parts of the day
	"上午": "morning", "早上": "morning", "中午": "noon midday", "下午": "afternoon", "傍晚": "evening", "晚上": "evening night",
	// who a notice reaches, and reaching them
	"通知": "notify notice notification", "学员": "member student", "会员": "member", "患者": "patient", "病人": "patient",
	// channels
	"短信": "sms text", "邮件": "email", "电子邮件": "email", "邮箱": "email", "推送": "push notification",
	"text the": "sms", "text them": "sms", "text him": "sms", "text her": "sms", "text all": "sms", "text everyone": "sms",
	"texted": "sms", "texting": "sms", "text message": "sms", "text messages": "sms",
	"站内信": "in app inbox", "电话": "phone call", "微信": "wechat",
	// grades of a thing's condition
	"良好": "good", "完好": "good intact", "优秀": "excellent", "极佳": "excellent",
	"较差": "poor", "很差": "poor", "不稳定": "unstable",
	// states of a record
	"已发货": "shipped", "已支付": "paid", "未支付": "unpaid", "已退款": "refunded",
	"失败": "failed failure", "成功": "succeeded success successful", "已过期": "expired",
	"停用": "disabled inactive out of service", "禁用": "disabled", "启用": "enabled", "已上线": "live launched",
	"已结束": "ended finished", "已归档": "archived", "归档": "archived", "待审核": "pending review",
	"已批准": "approved", "已通过": "approved passed", "已拒绝": "rejected", "驳回": "rejected",
	"定时": "scheduled", "已排期": "scheduled", "已发送": "sent", "已送达": "delivered",
	// measures
	"点击率": "click through rate ctr", "打开率": "open rate", "转化率": "conversion rate",
	"退订率": "unsubscribe rate", "跳出率": "bounce rate", "留存率": "retention rate",
	"收入": "revenue", "营收": "revenue", "点击": "click clicks", "曝光": "impressions impression",
	"首次触点": "first touch", "末次触点": "last touch", "最后触点": "last touch", "线性": "linear",
	"百分比": "percent percentage", "折": "percent percentage", "% off": "percent percentage", "固定金额": "fixed amount", "满减": "fixed amount",
	"爽约": "no show", "没来": "no show", "未到": "no show", "未出席": "no show", "放鸽子": "no show",
	"物流": "logistics",
	// a home and its repairs, utilities, tenancy
	"水管": "water pipe", "漏水": "leak plumbing", "下水道": "drain", "马桶": "toilet", "水龙头": "tap faucet plumbing",
	"电路": "circuit", "插座": "socket outlet", "停电": "power cut outage no power electricity", "停水": "water outage no water",
	"电价": "electricity tariff", "power outage": "electricity outage", "power outages": "electricity outage", "power cut": "electricity outage", "没电": "no power",
	"电闸": "breaker", "跳闸": "tripped breaker", "电工": "electrician electrical", "水管工": "plumber plumbing",
	"空调": "air conditioning conditioner", "暖气": "heating", "通风": "ventilation",
	"门锁": "door lock", "钥匙": "key", "门禁卡": "access card", "蟑螂": "cockroach", "老鼠": "rodent",
	"电梯": "elevator lift", "冰箱": "fridge", "洗衣机": "washer", "热水器": "water heater",
	"燃气": "gas", "煤气": "gas", "天然气": "gas", "水表": "water meter", "电表": "electricity meter",
	"度电": "electricity", "用电": "electricity", "电费": "electricity", "用水": "water", "水费": "water",
	"噪音": "noise", "吵": "noise noisy", "卫生": "cleanliness hygiene", "脏": "dirty cleanliness",
	"租户": "tenant", "房客": "tenant", "房东": "owner landlord", "业主": "owner",
	"退租": "move out", "搬走": "moving out", "搬出": "moving out", "入住": "move in", "搬进": "move in",
	"空着": "vacant", "空置": "vacant", "欠租": "arrears nonpayment", "欠费": "arrears unpaid",
	"紧急": "emergency urgent", "急": "urgent",
	"微信支付": "wechat pay", "支付宝": "alipay", "付": "pay paid",
	"首都": "capital", "中国": "china", "人寿": "life", "太平洋": "pacific", "保险": "insurance",
	// a school's records
	"迟到": "late", "早退": "left early", "缺勤": "absent", "缺席": "absent", "旷课": "absent truant",
	"时间冲突": "schedule conflict", "冲突": "conflict clash", "撞课": "schedule conflict",
	"期末": "final", "期中": "midterm", "补考": "makeup resit", "入学考试": "placement entrance",
	"助学金": "need based grant", "没审": "pending", "未审": "pending", "待审": "pending",
	// a hotel's rates
	"门市价": "bar rack rate", "挂牌价": "bar rack rate", "rack rate": "bar", "best available rate": "bar",
	"协议价": "corporate", "会员价": "member", "套餐价": "package",
	// leaving a thing as it is
	"保持不变": "keep unchanged", "不变": "keep unchanged", "保持": "keep", "维持": "keep", "照旧": "keep unchanged",
	"unchanged": "keep", "as is": "keep", "the same as before": "keep",
	// what is there to take, and what failed
	"在架": "available shelf", "空位": "spot seat vacancy", "不合格": "failed fail", "failure": "failed", "failures": "failed",
	"最近一次": "latest last most recent", "顺延": "extend extended postponed",
	// lateness and haste
	"超期": "overdue", "逾期": "overdue", "超时": "overdue", "past due": "overdue", "快速": "express fast quick",
	// how much of a whole
	"部分": "partial", "全额": "full", "足额": "full", "一半": "half partial some",
	// a message left without an answer
	"unanswered": "unreplied", "未回复": "unreplied unanswered", "没回复": "unreplied unanswered",
	// a decision on a request
	"批准": "approved", "批了": "approve approved", "同意": "approved", "通过了": "approved passed", "审批通过": "approved", "评审通过": "approved",
	"拒绝": "rejected declined", "拒付": "rejected declined", "不同意": "rejected", "不批准": "rejected",
	"下一轮": "next round advance", "扣住": "hold", "扣留": "hold held", "解除扣留": "release released",
	// a thing come back marked
	"scratched": "damaged", "划伤": "damaged scratched", "划花": "damaged scratched",
	// the course of a record
	"进行中": "in progress", "正在进行": "in progress live ongoing", "处理中": "in progress processing", "执行中": "in progress running",
	"未关闭": "open", "没关闭": "open", "还没关": "open", "没有关闭": "open", "未结": "open", "未结案": "open",
	"正在展出": "open on view", "还在报名": "open", "报名中": "open", "修完": "done completed finished", "修好了": "done completed fixed",
	"已关闭": "closed", "关闭了": "closed", "已关": "closed", "已结案": "closed", "关掉": "closed",
	"已关注": "followed watched", "关注": "follow watch", // no 已关 (closed)
	"推迟": "deferred postponed", "延期": "deferred postponed", "延后": "deferred postponed", "暂缓": "deferred on hold",
	"待处理": "pending open", "没处理": "open pending unresolved", "未处理": "open pending unresolved", "待办": "pending todo", "已完成": "completed done complete finished",
	"已取消": "cancelled canceled", "已撤销": "cancelled canceled revoked", "已解决": "resolved", "未解决": "unresolved open",
	"已确认": "confirmed", "待确认": "pending unconfirmed", "已签收": "delivered received", "已退货": "returned",
	"已读": "read", "未读": "unread", "在线": "online", "离线": "offline", "宕机": "down outage",
	"在职": "active employed", "离职": "resigned terminated", "试用期": "probation",
	// reasons a thing changes
	"自愿": "voluntary",
	"天气": "weather", "台风": "typhoon weather", "大雾": "fog weather", "雾": "fog weather", "雷雨": "thunderstorm weather",
	"雷暴": "thunderstorm weather", "暴雨": "rain storm weather", "下雪": "snow weather", "大雪": "snow weather", "暴雪": "snow weather",
	"除冰": "deicing", "结冰": "ice icing", "地震": "earthquake", "洪水": "flood flooding",
	"机械故障": "technical mechanical", "技术故障": "technical", "设备故障": "equipment failure technical", "系统故障": "system outage failure",
	"故障": "fault failure", "人手不足": "staffing shortage", "缺人": "staffing shortage", "人手": "staffing",
	"机组": "crew", "空管": "atc air traffic control", "流量控制": "flow control", "流控": "flow control atc",
	"疾病": "illness sick medical", "生病": "sick illness", "病假": "sick leave", "事假": "personal leave", "年假": "annual leave vacation",
	"产假": "maternity leave", "婚假": "marriage wedding leave", "丧假": "bereavement leave",
	"回收": "recycle recycling", "捐给": "donate donation", "捐赠": "donate donation", "捐献": "donate donation",
	"欺诈": "fraud", "诈骗": "fraud scam", "盗刷": "fraud unauthorized", "更正": "correction", "纠错": "correction", "录错": "correction error",
	"太贵": "price expensive", "排队": "queue waiting time", "relocating": "moving away relocation", "relocate": "moving away relocation",
	"搬家": "moving relocation", "补偿": "compensation", "投诉": "complaint", "客户要求": "customer request", "顾客要求": "customer request", "质量问题": "quality defect", "缺货": "out of stock",
	// classes and kinds
	"经济舱": "economy", "超级经济舱": "premium economy", "高端经济舱": "premium economy", "公务舱": "business", "商务舱": "business",
	"头等舱": "first", "餐券": "meal voucher", "餐食": "meal", "用餐": "meal", "早餐": "breakfast meal", "交通": "transport transportation",
	"代金券": "voucher credit", "优惠券": "coupon", "全职": "full time", "兼职": "part time", "实习": "intern internship", "实习生": "intern",
	"外包": "contractor outsourced", "空运": "air", "海运": "sea ocean", "铁路": "rail", "陆运": "road ground", "冷链": "cold chain refrigerated",
	"宽带": "broadband", "漫游": "roaming", "门诊": "outpatient", "住院": "inpatient admission",
	"复诊": "follow up", "体检": "checkup", "线上": "online", "线下": "offline in store", "自提": "pickup", "送货上门": "home delivery",
	// where a party sits and who waits on it
	"包间": "private room", "包厢": "private room", "雅间": "private room",
	"候补": "waitlist", "靠窗": "window", "窗边": "window", "服务员": "server waiter",
	// checks of a kitchen's safety
	"温度": "temperature", "冰柜": "freezer", "冷冻柜": "freezer", "冷冻室": "freezer",
	"洗手": "hand washing", "洗手间": "restroom toilet",
	// ways of paying
	"里程": "miles mileage", "里程碑": "milestone", "积分": "points", "微积分": "calculus", "免费": "complimentary free", "刷卡": "card", "借记卡": "debit card", "分期": "installment",
	// a car and its upkeep
	"空闲": "available free idle",
	"满油": "full", "加满": "full", "是满的": "full", "凹陷": "dent", "凹了": "dent",
	"追尾": "collision", "相撞": "collision", "撞车": "collision", "机油": "oil", "换机油": "oil change", "刹车": "brake",
	"轮胎": "tyre tire", "保养": "maintenance service", "is in the workshop": "maintenance", "are in the workshop": "maintenance", "is at the workshop": "maintenance", "are at the workshop": "maintenance", "豪华": "luxury", "经济型": "economy", "紧凑型": "compact",
	"新能源": "ev electric", "电动车": "ev electric",
	// a case at law
	"证据": "evidence", "举证": "evidence", "合同": "contract", "诉讼时效": "statute of limitations", "起草": "drafting draft", "在办": "open",
	// a line and its bills
	"没交": "unpaid", "未交": "unpaid", "未缴": "unpaid", "丢了": "lost", "室内": "indoor", "移动网络": "mobile", "fibre": "fiber",
	// English words for another English value word
	"didn't": "no", "did not": "no", "never": "no",
	"twice": "duplicate", "double": "duplicate", "doubled": "duplicate",
	"more than once": "duplicate", "waiting to be": "awaiting", "waiting for": "pending", "waiting on": "pending", "awaiting": "pending",
	"conditioner": "conditioning", "cleaned": "clean cleanliness", "dirty": "cleanliness",
	"decline": "rejected declined", "turn down": "rejected declined", "turned down": "rejected declined",
	"deny": "rejected denied", "denied": "rejected denied", "sign off": "approved", "signed off": "approved",
	"haven't paid": "nonpayment arrears", "hasn't paid": "nonpayment arrears", "not paid": "nonpayment arrears",
	// images of the body, rooms and places, letters, stages
	"胸片": "xray chest thorax", "x-ray": "xray", "x-rays": "xray", "b超": "ultrasound", "超声": "ultrasound",
	"腹部": "abdomen abdominal", "胸部": "thorax chest",
	"自习室": "study room", "会议室": "meeting room", "场地": "venue", "感谢信": "thank you letter", "中期": "interim",
	// days of the week
	"周一": "monday mon", "周二": "tuesday tue", "周三": "wednesday wed", "周四": "thursday thu",
	"周五": "friday fri", "周六": "saturday sat", "周日": "sunday sun", "周天": "sunday sun",
	"星期一": "monday mon", "星期二": "tuesday tue", "星期三": "wednesday wed", "星期四": "thursday thu",
	"星期五": "friday fri", "星期六": "saturday sat", "星期日": "sunday sun", "星期天": "sunday sun",
	// an English day, or days, for a value written short
	"monday": "mon", "tuesday": "tue", "wednesday": "wed", "thursday": "thu", "friday": "fri", "saturday": "sat", "sunday": "sun",
	"mondays": "monday mon", "tuesdays": "tuesday tue", "wednesdays": "wednesday wed", "thursdays": "thursday thu",
	"fridays": "friday fri", "saturdays": "saturday sat", "sundays": "sunday sun",
	// shifts of a working day
	"夜班": "night shift", "白班": "day shift",
	// kinds of thing, places and sides, and the work done on them
	"钱包": "wallet", "施工": "construction", "road works": "construction", "roadworks": "construction",
	"有点旧": "worn", "太旧": "worn", "破旧": "worn", "太破": "worn", "磨损": "worn wear",
	"作家": "author writer", "讲座": "talk lecture", "泡水": "water", "进水": "water", "上架": "shelving shelve",
	"少儿": "children child kids", "图书": "book books print", "图书馆": "library", "隔离": "quarantine isolation", "液压": "hydraulic",
	"闸口": "gate", "卸船": "vessel discharge", "装船": "vessel loading", "码头": "terminal port",
	"左侧": "left", "右侧": "right", "门板": "door", "洗澡": "bath", "寄养": "boarding",
	"大号": "large", "中号": "medium", "小号": "small", "诊断": "diagnosis diagnoses",
	"企业": "company corporate", "开车": "driving drive", "司机": "driver", "照片": "photo", "图片": "image photo",
	"还车": "return", "取车": "pickup",
	// reasons, topics, measures and acts on a record
	"注销": "closed cancelled", "销户": "account closed", "算错": "error mistake", "搞错": "error mistake",
	"隐私": "privacy", "准确性": "accuracy", "浏览量": "pageviews page views", "阅读量": "pageviews views",
	"删了": "delete", "删掉": "delete remove", "删除": "delete",
	"地区": "region", "大米": "food rice", "食品": "food", "粮食": "food grain",
	"筹款": "fundraising", "募捐": "fundraising", "风险": "risk risks", "教育": "education",
	"去掉": "remove", "移除": "remove", "加一条": "add", "添加": "add",
	"手术": "surgery surgical", "成人": "adult", "小说": "fiction novel", "兽医": "vet veterinarian",
	"新增": "new", "展览": "exhibition display", "冬季": "winter", "夏季": "summer", "春季": "spring", "秋季": "autumn fall",
	// a grown or a young pet
	"成犬": "adult dog", "成猫": "adult cat", "幼犬": "puppy", "幼猫": "kitten",
	// passing a gate
	"进闸": "gate in", "出闸": "gate out",
	// what a room's air and light read
	// (光照 is how much light, never a light degree or colour)
	"湿度": "humidity", "光照": "lux illuminance", "照度": "lux illuminance",
	// a thing's state and kind, and what is done to it
	"瓷器": "ceramic ceramics porcelain", "陶瓷": "ceramic ceramics",
	"修复": "conservation restoration", "清洁": "cleaning clean", "虫害": "pest pests", "虫害处理": "pest treatment", "除虫": "pest treatment",
	"触摸": "touching touch", "摸了": "touching touch",
	"布展": "install installation", "撤展": "deinstall deinstallation",
	// who a thing is for
	"家庭": "family household", "小学生": "primary elementary", "小学": "primary elementary",
	"中学生": "secondary", "中学": "secondary", "全体员工": "all staff", "全员": "all staff",
	// how urgent, how split, where a thing went
	"优先级高": "high", "高优先级": "high", "优先级低": "low", "低优先级": "low",
	"票种": "ticket type", "借出去": "outgoing on loan", "借进来": "incoming",
	// words read whole, whose first characters alone name another thing:
	// 企业微信 is an app, no company; 注销登录 ends a session, no account
	"企业微信": "wecom", "注销登录": "logout", "退出登录": "logout",
	"家庭地址": "home address", "家庭住址": "home address", "触摸屏": "touchscreen screen",
	// screens a notice is shown on
	"大屏": "screen display", "电子屏": "display screen", "显示屏": "display screen",
	// where a thing is kept when not in use
	"库房": "storage storeroom", "储藏室": "storage storeroom",
	// a patient's readings, doses and mishaps
	"血压": "blood pressure", "心率": "heart rate pulse", "脉搏": "pulse heart rate", "血糖": "blood glucose sugar",
	"血氧": "spo2 oxygen saturation", "体重": "weight", "体温": "temperature",
	"拒服": "refused declined", "拒收": "refused rejected", "漏服": "missed",
	"摔倒": "fall fell", "跌倒": "fall fell", "摔跤": "fall fell", "结案": "closed", "常规": "routine regular",
	"去世": "deceased died death", "过世": "deceased died death", "病逝": "deceased died death",
	"陪诊": "escort", "陪同": "escort accompany", "纸尿裤": "diaper incontinence", "尿不湿": "diaper incontinence",
	// meals and how they are served
	"午饭": "lunch", "晚饭": "dinner", "早饭": "breakfast", "夜宵": "snack", "点心": "snack",
	"糊状": "pureed puree", "流食": "liquid pureed", "软食": "soft", "碎餐": "minced", "切碎": "minced chopped",
	"增稠": "thick thickened", "轻度增稠": "mildly thick", "中度增稠": "moderately thick",
	// rooms, places and outings
	"花园": "garden", "院子": "garden yard", "大厅": "lobby lounge", "休息室": "lounge", "视频": "video",
	"单人间": "single room", "双人间": "double room", "套房": "suite", "外出": "outing", "郊游": "outing trip",
	"合唱": "choir singing music", "唱歌": "singing music", "长住": "permanent long stay",
	"家属": "family families relatives", "所有家属": "all families", "全体家属": "all families",
}

// glossKeys are glossWords' keys, longest first, so that 心内科 is read
// before 内科.
var glossKeys = keysLongestFirst(glossWords)

// glossKeysByRune lists the positions in glossKeys of the keys that begin
// with each rune.
var glossKeysByRune = func() map[rune][]int {
	m := map[rune][]int{}
	for i, k := range glossKeys {
		r, _ := utf8.DecodeRuneInString(k)
		m[r] = append(m[r], i)
	}
	return m
}()

// glossCandidates returns, in glossKeys' order, the positions of the keys
// that begin with a rune text holds: no other key can occur in text, and
// most keys do not, so only these are looked for.
func glossCandidates(text string) []int {
	var out []int
	for _, r := range text {
		out = append(out, glossKeysByRune[r]...)
	}
	slices.Sort(out)
	return slices.Compact(out)
}

// keysLongestFirst are the keys of a table, longest first.
func keysLongestFirst[V any](table map[string]V) []string {
	ks := make([]string, 0, len(table))
	for k := range table {
		ks = append(ks, k)
	}
	sortByLenDesc(ks)
	return ks
}

func sortByLenDesc(ks []string) {
	for i := 1; i < len(ks); i++ {
		for j := i; j > 0 && (len(ks[j]) > len(ks[j-1]) || len(ks[j]) == len(ks[j-1]) && ks[j] < ks[j-1]); j-- {
			ks[j], ks[j-1] = ks[j-1], ks[j]
		}
	}
}

// glossStem is a word without its plural or verb ending: booked and
// booking are book.
func glossStem(w string) string {
	if len(w) > 5 && (strings.HasSuffix(w, "ied") || strings.HasSuffix(w, "ies")) {
		return w[:len(w)-3] + "y" // notified and notify, replies and reply
	}
	for _, suf := range []string{"ing", "ed", "es", "s"} {
		if len(w) > len(suf)+2 && strings.HasSuffix(w, suf) {
			return w[:len(w)-len(suf)]
		}
	}
	return w
}

var glossStop = map[string]bool{"the": true, "a": true, "an": true, "of": true, "to": true, "or": true, "and": true, "by": true, "at": true, "in": true, "on": true, "for": true, "with": true, "is": true, "being": true}

// valueGloss reads the words in brackets after an enum value in its
// description: "express (next day)", "active (currently being taken)".
func valueGloss(description, v string) []string {
	gloss, ok := bracketAfter(description, v)
	if !ok {
		return nil
	}
	var out []string
	for _, w := range strings.Fields(glossNonWord.ReplaceAllString(gloss, " ")) {
		if !glossStop[w] {
			out = append(out, glossStem(w))
		}
	}
	return out
}

var glossNonWord = prefilter.MustCompile(`[^a-z0-9]+`)

// bracketAfter is the text, lower-case, in the brackets that follow the
// enum value v in a description: "next day" of "express (next day)".
func bracketAfter(description, v string) (string, bool) {
	// The value's length is its lower case's: lower-casing may change a
	// letter's length (the Kelvin sign, İ), and i is found in lower.
	lower, lv := strings.ToLower(description), strings.ToLower(v)
	i := strings.Index(lower, lv+" (")
	if i < 0 {
		return "", false
	}
	rest := lower[i+len(lv)+2:]
	j := strings.IndexByte(rest, ')')
	if j < 0 {
		return "", false
	}
	return rest[:j], true
}

// valueGlossItems reads the gloss after an enum value as the list of
// things it stands for, each item one phrase of up to three content
// words: "plumbing (water pipes, leaks, taps)" names plumbing by any of
// them, "emergency (within 2 hours: flooding, no power)" by flooding.
func valueGlossItems(description, v string) [][]string {
	gloss, ok := bracketAfter(description, v)
	if !ok || !strings.ContainsAny(gloss, ",;:") {
		return nil
	}
	var out [][]string
	for _, part := range glossItemSep.Split(gloss, -1) {
		var item []string
		for _, w := range strings.Fields(glossNonWord.ReplaceAllString(part, " ")) {
			if !glossStop[w] {
				item = append(item, glossStem(w))
			}
		}
		if len(item) > 0 && len(item) <= 3 {
			out = append(out, item)
		}
	}
	return out
}

var glossItemSep = prefilter.MustCompile(`\s*(?:[,;:]|\bor\b)\s*`)

// glossWord is a word of a goal, by its stem: written there, or the
// table's word for what the goal writes.
type glossWord struct {
	pos    int
	stem   string
	end    int // where the goal's word or phrase ends
	viaTab bool
	// negated is a table word the goal negates: the 付 of 还没付.
	negated bool
	// head is the first of the table's words for a phrase, its plain
	// translation: network of wifi, not express of 次日达.
	head bool
}

// glossedWords returns the goal's words and the table's words for its
// phrases, each phrase read once, the longest first. A key of one Han
// character is read only where it stands as a word of its own: the 急 of
// 挺急的, not of 着急; the 付 of 没付, not of 应付.
func glossedWords(text string) []glossWord {
	lower := lowerASCII(text)
	var words []glossWord
	used := make([]bool, len(lower))
	for _, ki := range glossCandidates(lower) {
		k := glossKeys[ki]
		for p := range occurrences(lower, k) {
			if k[0] < 0x80 && !asciiBounded(lower, p, p+len(k)) {
				continue
			}
			clash := false
			for i := p; i < p+len(k); i++ {
				clash = clash || used[i]
			}
			if clash {
				continue
			}
			if utf8.RuneCountInString(k) == 1 && k[0] >= 0x80 && !standsAlone(lower, p, p+len(k), func(i int) bool { return used[i-1] }) {
				continue
			}
			if noticeNoun(lower, p, p+len(k)) || labelsContact(lower, p, p+len(k)) || momentOfHaste(lower, p, p+len(k)) {
				continue
			}
			for i := p; i < p+len(k); i++ {
				used[i] = true
			}
			neg := negatedAt(lower, p) || nonPrefixed(lower, p)
			for i, w := range strings.Fields(glossWords[k]) {
				words = append(words, glossWord{pos: p, stem: glossStem(w), end: p + len(k), viaTab: true, negated: neg, head: i == 0})
			}
		}
	}
	for _, m := range asciiWordRE.FindAllStringIndex(lower, -1) {
		words = append(words, glossWord{pos: m[0], stem: glossStem(lower[m[0]:m[1]]), end: m[1], head: true})
	}
	for _, m := range textVerbRE.FindAllStringSubmatchIndex(lower, -1) {
		if next := asciiWordRE.FindString(lower[m[3]:]); !used[m[2]] && !textNounNext[next] {
			words = append(words, glossWord{pos: m[2], stem: "sms", end: m[3], viaTab: true, head: true})
		}
	}
	return words
}

// noticeNoun reports whether the 通知 at lower[p:end] is a notice
// received or a word of a noun (没收到通知, 住院通知单, 通知设置), or a
// notifying already done (我已经通知过了): none asks to notify anyone.
func noticeNoun(lower string, p, end int) bool {
	if lower[p:end] != "通知" {
		return false
	}
	return strings.HasSuffix(lower[:p], "收到") || noticeNounNextRE.MatchString(lower[end:])
}

// noticeNounNextRE is what makes the 通知 before it a noun or a thing done.
var noticeNounNextRE = prefilter.MustCompile(`^(?:单|书|栏|设置|记录|内容|模板|过)`)

// textVerbRE is text as the verb of a request, opening the sentence or
// after then, please or and: "Text customer CU-104233 that …", "… and
// text client CL-20502". A text as a noun ("text of the notice", "text
// message") is none.
var textVerbRE = prefilter.MustCompile(`(?:^|[.;!?,，。；]\s*|\b(?:then|please|pls|and|also)\s+)(text)\s+[a-z0-9]`)

// textNounNext are the words after a text that is a noun: "text of the
// notice", "text message", "text and images", "emails and text from U1"
// (one texts someone, never from or for them).
var textNounNext = map[string]bool{"of": true, "is": true, "was": true, "in": true, "on": true, "message": true, "messages": true, "field": true, "box": true, "file": true, "content": true, "and": true, "to": true, "from": true, "for": true, "with": true, "only": true}

// enumByGloss returns the enum values whose words the goal names through
// glossWords — 心内科 for cardiology, 原支付方式 for original_payment,
// 次日达 for express described as "(next day)", "booked twice" for
// duplicate_booking — in text order. A value named only through words
// the goal negates gives the enum's explicit negative of it, if any:
// 未付 is unpaid, and names no paid. For a parameter of kinds negated
// words count as any others: "hasn't been cleaned" is about cleanliness.
// A value the goal settles on (邮件就行) comes first.
func enumByGloss(enum []any, name, description, text string) []string {
	return settledFirst(glossHits(enum, name, description, text), text)
}

// glossHits are the enum values the goal names through the table, each
// where the goal names it (see enumByGloss).
func glossHits(enum []any, name, description, text string) []valueHit {
	all := siblingSensesDropped(glossedWords(text), enum)
	plain := slices.DeleteFunc(slices.Clone(all), func(w glossWord) bool { return w.negated && !kindParam(name) })
	var hits []valueHit
	for _, x := range enum {
		v, ok := x.(string)
		if !ok || len(v) < 2 || loneShortDay(enum, v) {
			continue
		}
		if p, ok := glossNamed(v, description, plain); ok {
			hits = append(hits, valueHit{p, v})
		} else if o, isO := oppositeValue(enum, v); isO && len(plain) < len(all) {
			if p, ok := glossNamed(v, description, all); ok {
				hits = append(hits, valueHit{p, o})
			}
		}
	}
	return hits
}

// shortDays are a weekday's values written short.
var shortDays = map[string]bool{"mon": true, "tue": true, "wed": true, "thu": true, "fri": true, "sat": true, "sun": true}

// loneShortDay reports whether v is a day written short in an enum of no
// other day: sun among shade and partial is sunlight, which Sunday or
// 周日 does not name.
func loneShortDay(enum []any, v string) bool {
	if !shortDays[strings.ToLower(v)] {
		return false
	}
	for _, x := range enum {
		if o, ok := x.(string); ok && o != v && shortDays[strings.ToLower(o)] {
			return false
		}
	}
	return true
}

// siblingSensesDropped drops the other senses of a goal's word whose
// plain translation is itself a value of the enum: 紧急 ("emergency
// urgent") names emergency where both are values, not urgent too.
func siblingSensesDropped(words []glossWord, enum []any) []glossWord {
	isValue := map[string]bool{}
	for _, x := range enum {
		if v, ok := x.(string); ok {
			isValue[glossStem(strings.ToLower(v))] = true
		}
	}
	plainAt := map[int]bool{}
	for _, w := range words {
		if w.viaTab && w.head && isValue[w.stem] {
			plainAt[w.pos] = true
		}
	}
	return slices.DeleteFunc(words, func(w glossWord) bool { return w.viaTab && !w.head && plainAt[w.pos] })
}

// glossNamed reports whether the words name the enum value v, and where:
// all the words of v, of its gloss in the description or of one item of
// that gloss, one of them at least through the table.
func glossNamed(v, description string, words []glossWord) (int, bool) {
	// covered reports whether every stem is among the goal's words, one
	// of them through the table, and where the first table word is.
	covered := func(stems []string) (int, bool) {
		if len(stems) == 0 {
			return 0, false
		}
		pos, tab := -1, false
		for _, s := range stems {
			found := false
			for _, w := range words {
				if w.stem == s {
					found = true
					if w.viaTab {
						tab = true
						if pos < 0 || w.pos < pos {
							pos = w.pos
						}
					}
				}
			}
			if !found {
				return 0, false
			}
		}
		return pos, tab
	}
	var stems []string
	for _, w := range strings.FieldsFunc(strings.ToLower(v), func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) }) {
		stems = append(stems, glossStem(w))
	}
	if p, ok := covered(stems); ok {
		return p, true
	}
	for _, alt := range orAlternatives(stems) {
		if p, ok := covered(alt); ok {
			return p, true // 停电 for power_or_water_outage
		}
	}
	if g := valueGloss(description, v); len(g) <= 3 {
		if p, ok := covered(g); ok {
			return p, true
		}
	}
	for _, item := range valueGlossItems(description, v) {
		if p, ok := covered(item); ok {
			return p, true
		}
	}
	return 0, false
}

// nonPrefixed reports whether the word at byte offset pos of a lower-case
// text follows the prefix 非 that negates it: 非自愿 is involuntary,
// 非紧急 no emergency. 除非 (unless) negates nothing.
func nonPrefixed(lower string, pos int) bool {
	before := lower[:pos]
	return strings.HasSuffix(before, "非") && !strings.HasSuffix(before, "除非")
}

// asciiBounded reports whether text[a:b] stands between non-letters.
func asciiBounded(text string, a, b int) bool {
	isL := func(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }
	return (a == 0 || !isL(text[a-1])) && (b >= len(text) || !isL(text[b]))
}
