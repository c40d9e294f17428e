package timeexpr

import "github.com/hermes-agent/hermes/services/planner/reason/prefilter"

// weatherRE speaks of the weather or rain ("Saturday's weather", "if rain
// is likely", 周六有暴雨, 会不会下雨): weather is asked about or acted on
// for the days to come, while one looked back on is told in the past
// (pastRE: "What was the weather", 下过雨).
var weatherRE = prefilter.MustCompile(`(?i)\bweather\b|\brain(?:y|s)?\b|天气|下雨|降雨|[暴大雷阵]雨|台风`)
