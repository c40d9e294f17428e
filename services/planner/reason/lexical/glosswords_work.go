package lexical

// glossWork is the glossary's vocabulary of everyday desk and counter
// work (see glossaryText): money arriving and owed, orders and parcels
// that go wrong, and the states a request waits in.
const glossWork = `
扣费 = charge charged deduct
退还 = refund return
预存 = prepaid top-up
垫付 = advance
报账 = reimbursement expense
账期 = credit period
付款方式 支付方式 = payment method
税号 = tax id taxpayer
流水号 交易号 = transaction reference
账单日 = statement date billing date
还款日 = due date repayment
免息 = interest-free
年费 = annual fee
透支 = overdraft
限额 = limit cap
提额 = limit increase
补开 = reissue
重开 = reopen reissue
重新打开 = reopen
分摊 = allocate allocation split
摊销 = amortization amortisation
计提 = accrue accrual provision
坏账 = bad debt
总账 = ledger
结账 = checkout bill settle
月结 = month-end monthly settlement
年结 = year-end
漏发 = missing missed unsent
错发 = wrong incorrect
少发 = missing short
补寄 = reship resend replacement
拒收 = refuse refused rejected
退件 = returned return
到付 = cash on delivery cod
代收 = collect cod
自提 = pickup collect
寄回 = send back return
保价 = declared value
超重 = overweight
超额 = excess exceed
超支 = overspend overrun over budget
超标 = exceed limit
在途 运输中 = in transit transit
待发货 = unshipped awaiting shipment
待收货 = awaiting delivery transit
待确认 未确认 = unconfirmed pending confirmation
已确认 = confirmed
已通过 = approved passed
未通过 = rejected failed
`
