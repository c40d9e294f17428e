package lexical

import (
	"slices"
	"strings"
	"unicode/utf8"
)

// glossaryText is a general Chinese–English glossary of the vocabulary
// business, operations and IT tools are described in: commerce and money,
// logistics and stock, people and approvals, software and infrastructure,
// marketing and support, renting and running premises, schools and
// training, travel and stays, data and reports, common actions and
// question words. Each line is "Chinese words = English words"; the words of one
// side name the same thing. A goal written in one language then finds the
// tools described in the other: a Chinese word of the query credits the
// tools whose text holds one of its English words, and an English word the
// tools whose text holds one of its Chinese words.
//
// The entries are deliberately general — a word belongs here when any team
// describing its tools in English would use it — never the words of one
// catalog.
const glossaryText = `
订单 订货 = order orders
下单 = order place
购买 买 = buy purchase
销售 卖 售出 = sale sales sell
商品 产品 货品 货物 物品 = product item goods merchandise
价格 价钱 单价 = price pricing
门市价 挂牌价 标价 = list price rate
多少钱 费用 运费 = cost fee price charge
报价 询价 = quote quotation
折扣 打折 = discount
优惠券 优惠码 代金券 = coupon voucher
优惠 = discount promotion
促销 = promotion promo
会员 = member membership
积分 = points loyalty
客户 顾客 = customer client
用户 = user
供应商 厂商 = supplier vendor
办公用品 = office supplies
招待 = entertainment hospitality
差旅 = travel
采购 = purchase procurement
采购单 采购订单 = purchase order
合同 = contract
发票 = invoice
收据 = receipt
付款 支付 付 = payment pay
应付 应付款 应付账款 = payable payables
应收 应收款 应收账款 = receivable receivables
退款 = refund
退货 = return returns
换货 = exchange
账单 = bill billing
账 = account bill balance
欠 = owe owed outstanding balance
余额 = balance
账户 = account
交易 流水 = transaction transactions
金额 = amount
税 税额 税费 = tax
税率 = tax rate
汇率 = exchange rate
预算 = budget
成本 = cost
收入 营收 = revenue income
销售额 营业额 = sales revenue turnover
卖了多少 卖了多少钱 卖得 = sales revenue sold
利润 = profit
支出 花费 开销 = expense spend spending
报销 = reimbursement expense
工资 薪资 薪水 = salary payroll wage
佣金 = commission
物流 = logistics shipping
快递 = express courier parcel
运单 = shipment waybill
发货 发运 货运 = ship shipping shipment dispatch
寄 寄件 = ship send
包裹 = parcel package
配送 送货 派送 投递 = delivery deliver
送达 妥投 = delivered delivery
签收 = delivered signed
收货 = receive receiving consignee
收件人 收货人 = recipient consignee
地址 = address
轨迹 = tracking trace history
追踪 跟踪 = track tracking
物流轨迹 = tracking history
扫描 = scan
承运商 承运人 快递公司 = carrier
司机 = driver
车辆 = vehicle truck
车 = vehicle truck car
车牌 = plate
路线 线路 = route lane
改派 = reroute redirect
仓库 仓 = warehouse
库存 = inventory stock
库位 货位 = location bin
入库 = inbound receipt receiving
入库单 = inbound receipt
出库 = outbound
出入库 = movements inbound outbound
调拨 = transfer
盘点 = count stocktake
补货 = replenish replenishment restock
缺货 断货 = stockout shortage
快断货 快缺货 库存不足 = low stock reorder
拣货 = pick picking
打包 包装 = pack packing
波次 = wave
装货 = load loading
卸货 = unload unloading
月台 = dock
准时 = on-time punctual
准时率 = on-time rate
延误 = delay delayed late
破损 损坏 = damage damaged
丢失 丢件 = lost loss
索赔 理赔 = claim
重量 = weight
体积 = volume
公斤 千克 = kg kilogram
吞吐量 = throughput
数量 = quantity count
件 = units unit
员工 职员 = employee staff
工号 = employee
部门 = department
请假 休假 = leave
年假 = annual leave vacation
病假 = sick leave
事假 = personal leave
调休 = comp-off compensatory leave lieu
产假 = maternity leave
婚假 = marriage leave
加班 = overtime
迟到 = late
早退 = early leave
缺勤 旷工 = absence absent
值班 = on-call duty
工资条 工资单 = payslip pay
社保 = social insurance
个税 = income tax
奖金 = bonus
假期 = leave holiday vacation
考勤 = attendance
打卡 = clock attendance
排班 = shift roster
上班 当班 = shift work working
入职 = onboarding hire
离职 = offboarding resignation
招聘 = recruit hiring
面试 = interview
候选人 = candidate
绩效 = performance
审批 = approval approve
批准 同意 通过 = approve approval
拒绝 驳回 = reject deny
申请 = request apply application
部署 = deploy deployment
发布 = release publish deploy
上线 = release launch online
回滚 = rollback
重启 = restart reboot
扩容 = scale
缩容 = scale
副本 = replica replicas
服务 = service
服务器 = server host
主机 = host
集群 = cluster
节点 = node
容器 = container
日志 = log logs
告警 报警 警报 = alert alarm
监控 = monitor monitoring
指标 = metric metrics
事件 = event incident
故障 = incident outage failure
宕机 = outage down
解决 处理完 = resolve resolved solve
完成 做完 干完 办完 = done complete completed finish finished
处理中 = progress open
生产 = production prod
测试环境 = staging test
笔记本 = laptop notebook
电脑 = computer laptop
工单 = ticket
缺陷 = bug defect
需求 = requirement
任务 = task job
项目 = project
版本 = version release
代码 = code
提交 = commit submit
分支 = branch
合并 = merge
构建 = build
流水线 = pipeline
环境 = environment
数据库 = database
备份 = backup
磁盘 = disk
内存 = memory
网络 = network
域名 = domain
证书 = certificate
密码 = password
权限 = permission access
登录 = login
配置 = configuration config setting
接口 = api endpoint
延迟 时延 = latency delay
错误 报错 = error
异常 = exception anomaly error
状态 = status state
健康 = health
病人 患者 病患 = patient patients
医生 大夫 = doctor physician provider
诊所 门诊 = clinic outpatient
科室 = department
处方 = prescription prescriptions
药 药物 药品 = drug drugs medication medicine
过敏 = allergy allergies
医保 = insurance
保单 = policy policies
保险 = insurance
保费 = premium premiums
化验 检验 = lab test
抽血 = blood draw
签到 = check in
相互作用 冲突 = interaction interactions conflict
疫苗 = vaccine vaccines
复诊 = follow-up
儿科 = pediatrics
心内科 = cardiology
眼科 = ophthalmology
牙科 口腔科 = dentistry dental
过期 到期 = expire expired expiring expiry
可用性 = availability
租 租赁 出租 = rent rental lease
租金 房租 = rent
租户 租客 房客 = tenant tenants
租约 租赁合同 = lease
续签 续约 续租 续期 续到 续保 续费 续借 续住 = renew renewal extend
解约 = terminate termination
退租 = terminate move
终止 = terminate end
提前结束 = end early
押金 = deposit
欠费 欠款 拖欠 = arrears outstanding unpaid overdue
逾期 = overdue
催缴 催款 催收 = remind reminder collect
缴费 交费 = pay payment
收款 = collect collection payment
维修 修理 检修 = repair maintenance fix
报修 = report fault repair maintenance fix
关单 结单 关掉 关了 = close
师傅 技工 技术员 维修工 = technician
电工 = electrician electrical
水管 管道 = plumbing pipe pipes
空调 = air conditioning
暖气 供暖 = heating
电路 = circuit circuits electrical
停电 = power outage
停水 = water
用电 电费 度电 = electricity power
水费 用水 = water
燃气 煤气 天然气 = gas
水表 电表 燃气表 = meter
读数 抄表 = reading readings meter
验房 = inspection inspect
巡检 = inspection patrol
访客 来访 = visitor visitors
登记 = register registration record
停车 = parking park
车位 = parking space
停车证 通行证 = permit pass
住户 居民 = resident residents
业主 房东 = owner landlord
小区 = community
楼 楼栋 大楼 = building
房屋 房间 房源 房子 屋子 = unit room home
卧室 居室 = bedroom bedrooms
空置 空房 空着 = vacant vacancy empty
空 = free available empty
空气 = air
空间 = space
座位 = seat seats
容纳 能坐 可坐 = capacity seat seats
入住 = occupancy occupied move check in
入住率 出租率 = occupancy rate
退房 = check out checkout vacate
噪音 = noise
保洁 清洁 = cleaning clean
打扫 = clean cleaning tidy
安保 = security
邻居 = neighbor
有空 空闲 = available free
录入 = enter record
派给 派单 = assign dispatch
上门 = visit
装修 = renovation
紧急 急 = urgent emergency
工单 = work order
维修单 报修单 = repair ticket maintenance
公告 = notice announcement
学生 学员 = student students pupil
老师 教师 = teacher teachers instructor
班 班级 = class
家长 = parent parents guardian
课 课程 = course courses lesson
上课 = lesson class teach
课表 课程表 = timetable schedule
选修 选修课 = elective
选课 = enrol enroll enrolment
退选 退课 = drop withdraw
学期 = term semester
成绩 分数 = grade grades mark marks score
成绩单 = report card transcript grades
考试 = exam exams examination test
期中 = midterm
期末 = final
补考 = makeup resit
及格率 = pass rate
平均分 = average
出勤 = attendance
教室 = classroom room
名额 = seat seats place places
图书馆 = library
书 图书 书籍 = book books
借 借阅 = borrow loan lend
超期 = overdue
学费 = tuition fee
奖学金 = scholarship
助学金 = bursary scholarship
代课 = substitute cover
流量 = traffic
带宽 = bandwidth
活动 = campaign event activity
营销 = marketing
广告 = ad advertising
投放 = placement delivery launch
渠道 = channel
受众 人群 = audience segment
转化 = conversion
转化率 = conversion rate
点击 = click clicks
点击率 = click-through ctr
曝光 = impression impressions
短信 = sms
邮件 = email mail
推送 = push notification
通知 = notify notification notice
消息 = message
模板 = template
素材 = creative asset
粉丝 = follower followers
线索 = lead leads
商机 = opportunity
客服 = support
投诉 = complaint
反馈 = feedback
评价 评论 = review rating comment
会议 = meeting
会议室 = meeting room
日程 日历 = calendar schedule
预订 预定 订 = book booking reserve reservation
预约 = appointment book booking
取消 作废 = cancel void
提醒 = reminder remind
叫醒 唤醒 = wake wake-up awaken
报表 报告 = report
周报 = weekly report
日报 = daily report
月报 = monthly report
统计 = statistics stats
汇总 = summary total aggregate
明细 = detail details
详情 = detail details
趋势 = trend
对比 比较 = compare comparison
排名 = ranking rank top
分析 = analysis analyze
导出 = export
导入 = import
下载 = download
上传 = upload
列表 清单 名单 = list
记录 = record records history
历史 = history
总数 总量 = total count
比例 占比 = ratio share percentage
增长 = growth increase
下降 减少 = decrease drop decline
平均 = average
文件 文档 = file document
查询 查 查看 查一下 看看 看下 = look query check view
搜索 搜 检索 = search
列出 = list
创建 新建 新增 添加 = create add new
删除 删 = delete remove
修改 更改 改 变更 = change update modify
更新 = update
设置 设定 = set setting
调整 = adjust
调到 调成 调为 = set adjust change
启动 开启 = start enable
停止 关闭 = stop disable close
暂停 = pause suspend hold
扣住 拦截 = hold intercept
恢复 = restore resume recover
发送 = send
发 = send ship
分配 指派 = assign allocate
安排 = schedule arrange
确认 = confirm
同步 = sync
生成 = generate create
计算 = calculate compute
估算 预估 = estimate
预计 = expected estimated eta
到达 抵达 = arrive arrival
到店 = arrive arrival visit
到货 = arrive arrival delivery delivered receiving received
差异 = discrepancy difference variance
次日 = next day
预测 = forecast predict
检查 = check inspect
核对 核实 核查 = check verify
验证 校验 = verify validate
释放 = release
锁定 = lock
解锁 = unlock
冻结 = freeze
转移 移动 = move transfer
复制 = copy
归档 = archive
标记 = mark flag
核销 冲销 报损 = write-off
转账 = transfer
充值 = top-up recharge
哪里 在哪 到哪 哪儿 位置 = where location
现在 当前 目前 = current now
什么时候 何时 = when
为什么 为何 原因 = why reason
多久 时长 = duration long
进度 = progress status
地区 区域 = region area
城市 = city
机场 = airport
酒店 宾馆 饭店 = hotel
国家 = country
全国 = national nationwide
电话 手机 手机号 = phone mobile
邮箱 = email
名称 名字 = name
编号 单号 = number id
类型 = type
品类 类别 类目 = category
备注 = note remark
每天 每日 按天 = daily day
每周 按周 每个星期 = weekly week
每月 按月 每个月 = monthly month
季度 每季度 按季度 = quarter quarterly
每年 按年 = yearly annual year
集团 = group
小时 = hour hours
分钟 = minute minutes
`

// glossary maps between the glossary's Chinese words and the analysed
// terms of their English words, both ways.
type glossary struct {
	// en maps a Chinese word to its English terms.
	en map[string][]string
	// han maps an English term to the Han terms its Chinese words are
	// indexed under (the bigrams of a word, or the character of a
	// one-character word).
	han map[string][]string
	// longest is the length of the longest Chinese word, in characters.
	longest int
}

// gloss is the built-in glossary.
var gloss = func() glossary {
	g := glossary{en: map[string][]string{}, han: map[string][]string{}}
	for _, line := range strings.Split(glossaryText, "\n") {
		zh, en, ok := strings.Cut(line, "=")
		if !ok {
			continue
		}
		var terms []string
		ts := analyze(en, nil)
		for i, t := range ts {
			if i+1 < len(ts) && ts[i+1].kind == kindPhrasal {
				// "check out" names the phrasal verb, not checking.
				continue
			}
			if (t.kind == kindWord || t.kind == kindPhrasal) && !slices.Contains(terms, t.text) {
				terms = append(terms, t.text)
			}
		}
		for _, w := range strings.Fields(zh) {
			g.longest = max(g.longest, utf8.RuneCountInString(w))
			for _, t := range terms {
				if !slices.Contains(g.en[w], t) {
					g.en[w] = append(g.en[w], t)
				}
				for _, h := range hanKeys(w) {
					if !slices.Contains(g.han[t], h) {
						g.han[t] = append(g.han[t], h)
					}
				}
			}
		}
	}
	return g
}()

// hanKeys are the Han terms a Chinese word is indexed under in a tool's
// text: its bigrams, or its character when it has one.
func hanKeys(w string) []string {
	rs := []rune(w)
	if len(rs) == 1 {
		return []string{w}
	}
	var out []string
	for k := 0; k+1 < len(rs); k++ {
		out = append(out, string(rs[k:k+2]))
	}
	return out
}

// segment finds the glossary's words in a run of Han characters, longest
// first from the left: span[k] is the index of the word character k
// belongs to (-1 for none), and words lists the words found.
func (g *glossary) segment(rs []rune) (span []int, words []string) {
	span = make([]int, len(rs))
	for k := range span {
		span[k] = -1
	}
	for i := 0; i < len(rs); {
		n := min(g.longest, len(rs)-i)
		for ; n > 0; n-- {
			if _, ok := g.en[string(rs[i:i+n])]; ok {
				break
			}
		}
		if n == 0 {
			i++
			continue
		}
		for k := i; k < i+n; k++ {
			span[k] = len(words)
		}
		words = append(words, string(rs[i:i+n]))
		i += n
	}
	return span, words
}

// GlossNames reports whether text writes, in Chinese, a word the glossary
// gives the English word w for (解约 for "terminate"): a Chinese goal that
// names the action a tool is named after.
func GlossNames(text, w string) bool {
	want := englishTerms(w)
	if len(want) == 0 {
		return false
	}
	rs := []rune(text)
	for i := 0; i < len(rs); {
		if !isHan(rs[i]) {
			i++
			continue
		}
		j := i
		for j < len(rs) && isHan(rs[j]) {
			j++
		}
		_, words := gloss.segment(rs[i:j])
		for _, zh := range words {
			for _, en := range gloss.en[zh] {
				if namesTerm(want, en) {
					return true
				}
			}
		}
		i = j
	}
	return false
}

// GlossLeads reports whether text opens with a Chinese word the glossary
// gives the English word w for (下载 for "download" in 下载 INV-1 的发票):
// the verb a need starts with, not any word it holds.
func GlossLeads(text, w string) bool {
	want := englishTerms(w)
	rs := []rune(strings.TrimLeft(text, " \t"))
	j := 0
	for j < len(rs) && isHan(rs[j]) {
		j++
	}
	span, words := gloss.segment(rs[:j])
	if len(want) == 0 || len(words) == 0 || span[0] != 0 {
		return false
	}
	for _, en := range gloss.en[words[0]] {
		if namesTerm(want, en) {
			return true
		}
	}
	return false
}

// englishTerms are the terms of the English word w as the glossary keeps them.
func englishTerms(w string) []string {
	var want []string
	for _, t := range analyze(w, nil) {
		if t.kind == kindWord || t.kind == kindPhrasal {
			want = append(want, t.text)
		}
	}
	return want
}
