package lexical

// glossOccasions is the glossary's vocabulary of occasions and households
// (see glossWork): a meal's courses, weddings and their rehearsals, the
// tables, chairs and cloths set out for guests, a household's waste and
// the going price of a thing.
const glossOccasions = `
甜品 甜点 = dessert desserts sweets
主菜 = main course mains entree
前菜 开胃菜 = starter starters appetizer
婚礼 = wedding weddings
婚宴 = wedding banquet reception
彩排 排练 = rehearsal rehearse
椅子 = chair chairs
桌子 = table tables
桌布 台布 = tablecloth tablecloths linen linens
垃圾 = waste garbage trash rubbish
乱倒垃圾 乱扔垃圾 = illegal dumping fly-tipping litter
厨余 = food waste kitchen
可回收物 = recyclables recycling
行情 市价 = market price going rate
`
