package lexical

// glossMoves is the glossary's vocabulary of moving stock and things
// between sites, of what stands on a shelf, and of the queues, the
// headcounts and the state of a place (see glossWork); of putting a
// thing on its day or line (排在, 换上 on a 龙头), brewing (酿) and a reply
// that one will come (会来); of the hands a job is counted in (搬运师傅)
// and the snow guns a run is made with (雪炮).
const glossMoves = `
调过去 调去 调过来 调给 调往 = transfer move send
调到 = set adjust change move transfer
排在 排到 = schedule
换上 = put replace swap
龙头 = tap faucet
酿 = brew
会来 = attending attend coming
架上 = on shelf available
排了几 = queue waiting
情况 = status summary
多少人 = headcount how many people
雪炮 = snow gun guns
搬运工 搬运师傅 = handler handlers mover movers
`
