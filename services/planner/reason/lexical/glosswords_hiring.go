package lexical

// glossHiring is the glossary's vocabulary of finding and placing people
// (see glossWork): matching people to openings by their skills, the
// consultants who do it, temps and their weekly pay, the permits a
// foreign worker holds, referrals and interviews missed.
const glossHiring = `
匹配 = match matching
技能 = skill skills
顾问 = consultant advisor
临时工 = temp worker temporary
到岗 = start available
结束 = end finish
周薪 = weekly pay wage
试算 = preview estimate trial
外籍 外国人 = foreign foreigner
工作许可 工作许可证 = work permit
居留许可 居留证 = residence permit
介绍 = referral introduction introduce
放鸽子 = no-show
`
