package lexical

// glossRound is the glossary's vocabulary of the plain words any team's
// requests are written in (see glossWork): what is planned and what it
// affects, halves and what is actual, what runs by itself, is withdrawn
// or put off, a payment made, the people of an office and the papers
// they pass round, the news, its headlines and views, emergencies, the
// load of a supply, its cables and switches, crews, and the marking of a
// day's work; and the words beside which the new ones must not be read
// (确保安全 holds no guard, 目标为 marks nothing).
const glossRound = `
计划 = planned plan schedule scheduled
影响 受影响 = affected impact affect
一半 = half
实际 = actual
自动 = automatic automatically auto
撤下 撤掉 撤下来 = withdraw remove unpublish
暂缓 = defer postpone suspend hold
已付 = paid
最长 = longest
月份 = month
名下 = held owned holder
户号 = account number
主管 = supervisor
同事 = colleague colleagues
老板 = owner boss
助理 = assistant
新员工 = new hire employee
担保人 = guarantor
代理人 = agent proxy representative
保安 = security guard
表格 = form spreadsheet table
名片 = business card
英文 = english
新闻 = news
新闻稿 = press release
标题 = title headline
浏览量 阅读量 = views pageviews
财经 = finance financial business
应急 = emergency
地震 = earthquake
负荷 = load
曲线 = curve trend
开关 = switch
供电 = power supply electricity
电价 = tariff electricity rate
电缆 = cable
班组 = crew team
标为 = mark flag
分开 = separate separately
适合 = suitable fit
确保 = ensure
目标 = target goal
坐标 = coordinates
展开 = expand
公开 = public publish
打开 = open
设计 = design
`
