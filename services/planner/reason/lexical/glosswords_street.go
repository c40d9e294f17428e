package lexical

// glossStreet is the glossary's vocabulary of the street and the shop
// floor (see glossWork): refuse rounds and their trucks, holes in the
// road and what is dangerous, damage found on a thing (a crack, a
// forced lock), a camera, food and frozen goods, who buys and what is
// sold, cooling, surgical packs, incoming material and its faults, the
// general practice of a clinic, the internet, turning a thing down, and
// the week's end.
const glossStreet = `
垃圾车 = garbage truck refuse truck
收运 = collection pickup
停收 = suspend collection skip
坑 = pothole hole
危险 = dangerous hazard hazardous
裂 裂了 = crack cracked
被撬 = pilfered forced tampered
相机 = camera
食品 = food
冷冻 = frozen
买家 = buyer purchaser
卖出 = sold sale
制冷 = cooling cool
手术包 = surgical pack kit
来料 = incoming material
脏污 = contamination dirt
轻微 = minor slight
周末 = weekend
全科 = general practice
互联网 = internet online
调低 = lower decrease
`
