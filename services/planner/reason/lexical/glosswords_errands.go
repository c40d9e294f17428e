package lexical

// glossErrands is the glossary's vocabulary of the one-character verbs
// and the short phrases desk work is asked in (see glossWork): taking
// part, sitting an exam, counting stock and the pieces a
// shift made, paying by card, opening a record, a report from
// the public, what is usual, and moving a thing elsewhere.
const glossErrands = `
参加 = attend participate join
考 = exam test scored
盘一下 = count stocktake
做了多少件 = output pieces produced
刷卡 = card
建个 = create open
反映 = report complaint
一般 = usually normally typically
转 = transfer move
`
