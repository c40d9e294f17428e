package lexical

// glossDaily is the glossary's vocabulary of the daily round at a counter
// or on a line (see glossWork): customers old and new, bookings made and
// moved, parts of the body and the medicines everyone knows, cars and
// their glass and fuel, lines and their data packs, things broken and
// mended, the reasons and rules given, the complaints heard and the
// channels and counters customers reach a team through.
const glossDaily = `
国际 = international
发生 = occur occurred happened
发现 = found discovered detected
老客户 老顾客 = regular loyal returning customer
新客户 新顾客 = new customer
中心 = centre center central hub
算错 = miscalculated error wrong
重要 = important major critical
清除 = clear cleared
满油 = full tank fuel
中午 = noon midday
设成 设为 = set
约个 约上 约好 = book booked appointment
挡风玻璃 = windscreen windshield
玻璃 = glass
裂痕 裂缝 = crack cracked
调车 = transfer
催还 = reminder overdue recall
日包 = day pass daily pack
流量包 = add-on bundle pack
光缆 = fibre fiber cable
审方 = prescription review verify
退卡 = cancel cancellation refund
搬去 搬到 = move relocate
转到 = transfer move
动感单车 = spin spinning cycling
出餐 = served ready prepared
少送 = missing short
米饭 = rice
损伤 = damage injury
追尾 = collision rear-end
过敏史 = allergy allergies history
麻精 = controlled narcotic
胶囊 = capsule capsules
药片 = tablet tablets pill
布洛芬 = ibuprofen
阿莫西林 = amoxicillin
阿司匹林 = aspirin
华法林 = warfarin
青霉素 = penicillin
加巴喷丁 = gabapentin
皮疹 = rash
付款单 = payment
公园 = park
小说 = fiction novel
餐饮 = catering restaurant food
理由 = reason
不够 = insufficient short
坏了 = broken faulty
多出 = surplus extra excess
规定 = policy rule regulation
退给 = refund
大号 = large
小号 = small
中号 = medium
金毛 = golden retriever dog
泰迪 = poodle dog
柯基 = corgi dog
腹部 = abdomen abdominal
胸部 = chest thorax
肺 = lung lungs
改成 换成 转成 = change switch convert swap
术前 = pre-operative preoperative pre-op
修过 = repair repaired maintenance
拍片 = x-ray imaging
态度 服务态度 = attitude
卫生 = hygiene cleanliness
异物 = foreign object
乱收费 多收 = overcharge overcharged
网速 = speed
热线 = hotline
座机 固话 固定电话 = landline
公众号 = official account
小程序 = mini program mini-program
邮寄 = post mail mailed
传真 = fax
站内信 = in-app message
粗鲁 = rude rudeness
骚扰 = harassment nuisance spam
虚假 = false fake
宣传 = advertising promotion
泄露 = leak leaked breach
误导 = misleading mislead
柜台 = counter desk
窗口 = window counter
专员 = specialist officer
调班 = shift swap
彩铃 = ringback tone
`
