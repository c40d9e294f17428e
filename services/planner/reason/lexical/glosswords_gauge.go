package lexical

// glossGauge is the glossary's vocabulary of readings and breakdowns (see
// glossWork): temperature, humidity and light and what happened over time, how serious
// something is, cold storage, machines that leak, and
// a letter of thanks or a newsletter sent out.
const glossGauge = `
温度 气温 = temperature temp
桶 = keg kegs barrel barrels bucket drum
罐 = can cans tin tins jar jars canister
瓶 瓶子 = bottle bottles
湿度 = humidity
光照 照度 = light lux illuminance
经历 = history happened events
严重 = severe critical serious major
冷藏 = refrigerated reefer cold
冷箱 冷藏箱 = reefer refrigerated container
液压 = hydraulic
漏油 = leak leaking oil
感谢信 = thank you letter
通讯 = newsletter communication
`
