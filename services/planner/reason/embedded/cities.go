package embedded

import (
	"slices"

	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
)

// cityNames are China's larger cities, each in Chinese and in pinyin as
// English writes it: a parameter named for a city takes the one the goal
// names, as written. A city outside the table is left to the parameter's
// other readings.
var cityNames = [][2]string{
	{"北京", "beijing"}, {"上海", "shanghai"}, {"广州", "guangzhou"}, {"深圳", "shenzhen"},
	{"杭州", "hangzhou"}, {"南京", "nanjing"}, {"苏州", "suzhou"}, {"成都", "chengdu"},
	{"重庆", "chongqing"}, {"武汉", "wuhan"}, {"西安", "xi'an"}, {"天津", "tianjin"},
	{"宁波", "ningbo"}, {"厦门", "xiamen"}, {"青岛", "qingdao"}, {"长沙", "changsha"},
	{"郑州", "zhengzhou"}, {"沈阳", "shenyang"}, {"大连", "dalian"}, {"济南", "jinan"},
	{"合肥", "hefei"}, {"福州", "fuzhou"}, {"昆明", "kunming"}, {"哈尔滨", "harbin"},
	{"无锡", "wuxi"}, {"东莞", "dongguan"}, {"佛山", "foshan"}, {"绍兴", "shaoxing"},
}

// cityOtherNextRE is what makes a city's name before it the name of
// something else: a street (南京路, 北京东路, "Nanjing Road") or a clock
// (北京时间, "Beijing time"), found in any city; 北京路演 is a roadshow
// in the city, 上海路况 its traffic, "the Shenzhen roadshow" its own.
var cityOtherNextRE = prefilter.MustCompile(`^(?:[东西南北中]?(?:路|街|大街|大道|巷)(?:$|[^演况线费头])|时间|\s+(?:east\s+|west\s+|north\s+|south\s+)?(?:road|rd|street|st|avenue|ave|lane|time)\b)`)

// cityNamesOther reports whether the text after a city's name makes it
// the name of a street or of a time zone, no city the goal is about.
func cityNamesOther(after string) bool {
	return cityOtherNextRE.MatchString(after)
}

// fillCityNames fills a plain string parameter named for a city (city,
// city_name) with the one city the goal names, Chinese or English as the
// goal writes it: 深圳那边 is 深圳, "Which Shenzhen sites" Shenzhen. A
// goal naming two cities, or one already taken, fills none, nor does a
// city that is one side of a trip (origin_city, to_city), nor a city's
// name that names a street or a clock (see cityNamesOther).
func fillCityNames(slots []slot, g *goalValues, args map[string]any) {
	for i := range slots {
		s := &slots[i]
		if _, done := args[s.name]; done || !plainString(s) {
			continue
		}
		words := nameWordsAll(s.name)
		if !slices.Contains(words, "city") || slices.ContainsFunc(words, func(w string) bool {
			return slices.Contains(originWords, w) || slices.Contains(targetWords, w) || w == "origin" || w == "destination"
		}) {
			continue
		}
		var found []int // indexes of cityNames the goal names
		at, end := -1, -1
		for k, c := range cityNames {
			for _, n := range c {
				if p := aliasIndex(g.lower, n); p >= 0 && g.free(p, p+len(n)) && !cityNamesOther(g.lower[p+len(n):]) {
					if !slices.Contains(found, k) {
						found = append(found, k)
					}
					at, end = p, p+len(n)
				}
			}
		}
		if len(found) != 1 {
			continue
		}
		args[s.name] = g.text[at:end]
		g.use(at, end)
	}
}
