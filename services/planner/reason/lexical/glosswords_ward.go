package lexical

// glossWard is the glossary's vocabulary of a ward's and a kitchen's
// day (see glossWork): meals, diets, falls and injuries, doses refused or
// missed, doctors' rounds and their orders, and care supplies.
const glossWard = `
午饭 午餐 = lunch meal
晚饭 晚餐 = dinner meal
饮食 = diet dietary meal
跌倒 摔倒 摔跤 = fall falls
外伤 = injury wound
漏服 = missed dose
拒服 = refused dose
医生查房 查房记录 = doctor round rounds
医嘱 = orders order
纸尿裤 尿不湿 = incontinence diaper
陪诊 = escort
`
