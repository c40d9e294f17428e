package lexical

// glossYard is the glossary's vocabulary of the yard and the road (see
// glossWork): towing and theft, roads closed and lanes, gates and their
// barriers, the early and evening shifts (早班's word says only which:
// glossing the shift again tipped a request to put someone on it
// towards the read of the roster; 晚班 is no late fee), passes by the
// month, and kit and stock that tools name in English: inverters, net
// metering, bubble wrap, porcelain, long-distance moves, landfill and
// fire safety (no firing), trial brews, and what is on display. 封闭
// stays out: it closes a slope or a floor in the text of a notice as
// often as it asks for closures.
const glossYard = `
拖走 拖车 被拖 = tow towed towing
被偷 偷走 失窃 被盗 = stolen theft
封路 = closure closed
车道 = lane
道闸 闸机 = gate barrier
早班 = early
晚班 = evening shift
月卡 = monthly pass card
逆变器 = inverter
净计量 = net metering
气泡膜 = bubble wrap
瓷器 = ceramic porcelain
长途 = long distance
填埋 = landfill
消防 = fire safety
试酿 = pilot trial brew
在展 = on display view
巡 巡逻 = patrol patrolled
`
