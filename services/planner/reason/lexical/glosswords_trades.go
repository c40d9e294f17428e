package lexical

// glossTrades is the glossary's vocabulary of the trades that serve
// people over a counter or a line (see glossWork): courts and their
// papers, pharmacies and chronic care, phone lines and their coverage,
// kitchens and coupons, rented cars and their fuel, and gyms and their
// lockers; and what any counter meets: adults, seniors, babies and
// animals, sessions, records, screens and power supplies, trips abroad
// and requests to hurry.
const glossTrades = `
起诉 = sue lawsuit
律所 = law firm
证据 = evidence
上诉 = appeal
答辩 = defence defense
和解 = settlement settle
利益冲突 利冲 = conflict of interest
撤诉 = withdraw
庭审 = hearing trial
诉讼时效 = limitation period statute of limitations
文书 = document documents paperwork
递交 = submit file
调配 = dispense fill
慢病 慢性病 = chronic
续方 = refill
不满意 = dissatisfied unhappy
掉话 = dropped call
退服 = out of service outage
网管 = network operations
覆盖 = coverage cover
室内 = indoor
携转 = port porting
千兆 = gigabit
券 = coupon voucher
销量 = sales volume
场地 = venue space
年会 = annual meeting
送到 = delivered
豪华 = luxury premium
经济型 = economy
紧凑型 = compact
闲置 = idle unused
高速费 = toll
油量 = fuel level
电量 = battery level
试驾 = test drive
估计 = estimate
还车 = return drop-off dropoff
调货 = transfer
转给 = forward hand over
体测 = body measurement assessment
体脂 = body fat
更衣室 = locker room changing room
柜子 储物柜 = locker cabinet
器械 = equipment machine
屏幕 = screen display
无线 = wireless radio
国外 境外 = abroad overseas
推广 = promotion promote
电源 = power supply
尽快 = asap urgent
性能 = performance
全市 = citywide
档案 = record records profile
候诊区 = waiting room
营业厅 = service hall
动物 = animal animals
宝宝 婴儿 = baby infant
成人 = adult adults
老人 老年人 = senior elderly
场次 = session sessions
`
