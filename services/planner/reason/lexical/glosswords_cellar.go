package lexical

// glossCellar is the glossary's vocabulary of making and keeping goods
// (see glossWork): fermenting to a recipe at a stage, filling and
// cooling, goods that arrive and come back whole, and the tests, holds
// and duties a batch goes through. A trade's own nouns (a brewer's
// gravity, taps or cellar) stay out: they fit one catalog's tools.
const glossCellar = `
发酵 = ferment fermentation fermenting
配方 = recipe formula
试产 试点 = pilot trial
阶段 = stage phase
装 = fill pack package
冷却 降温 = cool cooling chill
货 = goods shipment
收齐 = receive received receipt
完好 = intact good condition
检测 = test testing inspection
扣留 = hold detain
解除 = release lift
消费税 = excise duty consumption tax
`
