package timeexpr

import "github.com/hermes-agent/hermes/services/planner/reason/prefilter"

// weatherRE speaks of the weather or rain ("Saturday's weather", "if rain
// is likely", 周六有暴雨, 会不会下雨): weather is asked about or acted on
// for the days to come, while one looked back on is told in the past
// (pastRE: "What was the weather", 下过雨).
var weatherRE = prefilter.MustCompile(`(?i)\bweather\b|\brain(?:y|s)?\b|天气|下雨|降雨|[暴大雷阵]雨|台风`)

// weatherCauseRE names the weather as the cause of what a text counts or
// lists ("cancelled due to rain", "delayed by the rains", weather-related
// claims, 因为下雨取消的订单, 暴雨导致仓库进水), or is no weather at all
// ("a rain check"): such a day's weather has come, not been forecast.
var weatherCauseRE = prefilter.MustCompile(`(?i)\b(?:because\s+of|due\s+to|by|from|after)\s+(?:the\s+)?(?:heavy\s+|bad\s+)?(?:weather|rains?|storms?)\b|\bweather[-\s]related\b|\brain\s*checks?\b|(?:因为|因|由于|受)\p{Han}{0,2}?(?:雨|天气|台风)|(?:雨|天气|台风)(?:天气)?(?:导致|造成|引起|引发|影响)`)

// weatherAhead reports whether text speaks of the weather to come: its
// weather words, once those naming a cause are set aside.
func weatherAhead(text string) bool {
	if weatherCauseRE.MatchString(text) {
		text = weatherCauseRE.ReplaceAllString(text, " ")
	}
	return weatherRE.MatchString(text)
}
