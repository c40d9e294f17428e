package lexical

// glossTasks is the glossary's vocabulary of the small words a request
// for a task is made of (see glossWork): a fee and what is refunded, a
// record logged and a profile, what is settled and what is official,
// done or found, who collects and what caused it, haste and telling,
// what is left and full, finding, stations, entering, low,
// consecutive and all, signing an article, a free seat or a free crew
// (有空位 and 有空闲 are whole words, or 有空 would take their first two
// characters), pulling up a record, receiving and waiting, the yuan;
// adding and signing with a measure word after the verb (加个, 签个),
// what is settled, changed or
// replaced, a rate, a household, an instalment and an estimate, a scan,
// a balance still owed, performance, copies, how long and on which day,
// a name, an order number, the first and the top ten; what is brought
// in, used up or extended, an overview, by the hour, what is free of
// charge, paying and the price after a discount.
const glossTasks = `
费 = fee charge
退 = refund return
记 = log record
资料 = details profile
结清 付清 = settled paid settle
正式 = official formal regular
已完成 = completed done finished
捡到 = found
来接 = pick up collect
造成 = cause caused
马上 立即 立刻 = immediately
告知 = notify tell
公司 = company firm
剩下 = remaining left
满了 = full
找 = find search
站 = station site
直接 = directly direct
进入 = enter
低 = low
连续 = consecutive
全体 = all entire
签 = sign
篇 = article
有空位 = available seats vacancy free
有空闲 = available free idle
拉出来 = pull retrieve list
调出来 = pull retrieve
拿到 = receive received
等 = wait
元 = yuan
加个 = add
签个 = sign
结了 = settled closed
换 = change replace switch swap exchange
率 = rate
户 = household households
期 = period installment
估 = estimate estimated
扫 = scan
余款 = balance remaining
业绩 = performance sales
复印 = copy photocopy
多长时间 = duration long
哪天 = date day
几号 = date
姓名 = name
订单号 = order number
第一 = first
前十 = top ten
送过来 = brought
用完 = exhausted depleted
延 = extend
一览 = overview
按小时 = hourly
免费 = complimentary free
付钱 交钱 = pay payment
折后 = discounted
`
