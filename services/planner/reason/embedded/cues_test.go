package embedded

import "testing"

func TestFillArgsCues(t *testing.T) {
	const (
		patient = `{"type":"dict","properties":{"patient_id":{"type":"string","description":"The patient identifier."},"note":{"type":"string"}},"required":["patient_id"]}`
		season  = `{"type":"dict","properties":{"game":{"type":"string"},"season":{"type":"string"}},"required":["game","season"]}`
		concert = `{"type":"dict","properties":{"artist":{"type":"string"},"month":{"type":"string","description":"Month in which the concert is happening."}},"required":["artist","month"]}`
		stats   = `{"type":"dict","properties":{"game":{"type":"string"},"username":{"type":"string"}},"required":["game","username"]}`
		food    = `{"type":"dict","properties":{"location":{"type":"string"},"cuisine":{"type":"string","description":"Type of food like Sushi."}},"required":["location","cuisine"]}`
	)
	runFillCases(t, []fillCase{
		{"a number after id for a string id", "Given patient with id 546382, retrieve their brain report.", patient, map[string]any{"patient_id": "546382"}},
		{"a number with no cue fills no string", "Retrieve the 546382 report.", patient, map[string]any{}},
		{"a number before the parameter's word", "Get the highest scoring player of game 'Valorant' in 2022 season.", season,
			map[string]any{"game": "Valorant", "season": "2022"}},
		{"a month for a month parameter", "What's the timing for The Weeknd's concert happening in December?", concert,
			map[string]any{"artist": "The Weeknd", "month": "December"}},
		{"a word the name is made of", "Fetch statistics of 'Zelda' for user 'Sam'.", stats, map[string]any{"game": "Zelda", "username": "Sam"}},
		{"an example after like", "Find the closest sushi restaurant in Boston.", food, map[string]any{"location": "Boston", "cuisine": "sushi"}},
	})
}

func TestFillArgsOneValueOneParameter(t *testing.T) {
	const (
		report  = `{"type":"dict","properties":{"patient_id":{"type":"string"},"status":{"type":"string","enum":["in progress","concluded","draft"]}},"required":["patient_id","status"]}`
		neuron  = `{"type":"dict","properties":{"neuron_type":{"type":"string"},"brain_region":{"type":"string","default":"All"}},"required":["neuron_type","brain_region"]}`
		key     = `{"type":"dict","properties":{"key":{"type":"string","description":"The root of the scale, e.g., 'C', 'F#', 'Ab'."}},"required":["key"]}`
		games   = `{"type":"dict","properties":{"multiplayer":{"type":"boolean"},"release_year":{"type":"integer"}},"required":["multiplayer","release_year"]}`
		terrain = `{"type":"dict","properties":{"origin":{"type":"string"},"destination":{"type":"string"},"consider_terrain":{"type":"boolean"}},"required":["origin","destination"]}`
	)
	runFillCases(t, []fillCase{
		{"an enum's value is no other parameter's", "Retrieve it with the status 'concluded'.", report, map[string]any{"status": "concluded"}},
		{"a parameter with a default waits for no name", "Find the coordinates of neurons that produce GABA.", neuron,
			map[string]any{"neuron_type": "GABA", "brain_region": "All"}},
		{"a key with its sharp", "What key signature does C# major have?", key, map[string]any{"key": "C#"}},
		{"a flag written with a hyphen", "Find all multi-player games released in 2019", games, map[string]any{"multiplayer": true, "release_year": int64(2019)}},
		{"a flag to consider something", "Find the distance between New York and Boston, accounting for terrain.", terrain,
			map[string]any{"origin": "New York", "destination": "Boston", "consider_terrain": true}},
		{"a flag the goal does not speak of", "Find the distance between New York and Boston.", terrain,
			map[string]any{"origin": "New York", "destination": "Boston"}},
	})
}

func TestFillArgsCueBoundaries(t *testing.T) {
	const (
		cases   = `{"type":"dict","properties":{"year":{"type":"integer"},"crime_type":{"type":"string"},"location":{"type":"string"}},"required":["year","crime_type","location"]}`
		parties = `{"type":"dict","properties":{"parties":{"type":"array","items":{"type":"string"}},"contract_type":{"type":"string"},"location":{"type":"string"}},"required":["parties","contract_type","location"]}`
		guests  = `{"type":"dict","properties":{"city":{"type":"string"},"adults":{"type":"integer"},"children":{"type":"integer"}},"required":["city","adults","children"]}`
	)
	runFillCases(t, []fillCase{
		{"a name after in is a place", "Retrieve cases from 2020 about theft crimes in Los Angeles, California", cases,
			map[string]any{"year": int64(2020), "crime_type": "theft", "location": "Los Angeles, California"}},
		{"a preposition before a value ties it to no word before it", "Draft a contract between John and Alice in California.", parties,
			map[string]any{"parties": []any{"John", "Alice"}, "location": "California"}},
		{"counts before their nouns, child for children", "Book a room for two adults and one child in Paris.", guests,
			map[string]any{"city": "Paris", "adults": int64(2), "children": int64(1)}},
	})
}

func TestFillArgsUnitsAndWordLists(t *testing.T) {
	const (
		circle = `{"type":"dict","properties":{"radius":{"type":"integer"},"unit":{"type":"string","description":"The unit of measurement. Default is 'cm'."}},"required":["radius"]}`
		traits = `{"type":"dict","properties":{"characteristics":{"type":"array","items":{"type":"string"}}},"required":["characteristics"]}`
		hotel  = `{"type":"dict","properties":{"view":{"type":"string"},"stay_duration":{"type":"integer","description":"The duration of the stay in days."}},"required":["stay_duration"]}`
	)
	runFillCases(t, []fillCase{
		{"the unit a number is written in", "What is the circumference of a circle with a radius of 4 inches?", circle,
			map[string]any{"radius": int64(4), "unit": "inches"}},
		{"a count is no unit", "a circle with a radius of 4 units", circle, map[string]any{"radius": int64(4)}},
		{"a list of lower-case words", "What are my scores given that I am efficient, organized, easy going and compassionate?", traits,
			map[string]any{"characteristics": []any{"efficient", "organized", "easy going", "compassionate"}}},
		{"one word is no list", "What are my scores given that I am efficient?", traits, map[string]any{}},
		{"no number across a preposition for a string", "a room with a city view for 3 days", hotel, map[string]any{"stay_duration": int64(3), "view": "city"}},
	})
}

func TestFillArgsNamesKeepTheirWords(t *testing.T) {
	const (
		museum  = `{"type":"dict","properties":{"museum":{"type":"string"},"city":{"type":"string"},"features":{"type":"array","items":{"type":"string","enum":["timings","exhibitions","accessibility","history"]}}},"required":["museum","city"]}`
		recipes = `{"type":"dict","properties":{"ingredients":{"type":"array","items":{"type":"string"}},"calories":{"type":"integer"}},"required":["ingredients"]}`
	)
	runFillCases(t, []fillCase{
		{"an enum word inside a name the parameter heads", "Get me information about Natural History Museum in London including timings and exhibitions.", museum,
			map[string]any{"museum": "Natural History Museum", "city": "London", "features": []any{"timings", "exhibitions"}}},
		{"the verb of a clause opens no item", "Find a healthy lunch recipe under 500 calories that uses chicken and mushrooms.", recipes,
			map[string]any{"ingredients": []any{"chicken", "mushrooms"}, "calories": int64(500)}},
	})
}

func TestFillArgsPairsAndAppositions(t *testing.T) {
	const (
		paint  = `{"type":"dict","properties":{"color1":{"type":"string"},"color2":{"type":"string"},"lightness":{"type":"integer","description":"The lightness level in percentage."}},"required":["color1","color2"]}`
		player = `{"type":"dict","properties":{"sport":{"type":"string"},"player_name":{"type":"string"}},"required":["sport","player_name"]}`
	)
	runFillCases(t, []fillCase{
		{"two words before the family's noun", "Mix yellow and blue colors and adjust the lightness level to 60 percent.", paint,
			map[string]any{"color1": "yellow", "color2": "blue", "lightness": int64(60)}},
		{"two words before another noun", "Mix yellow and blue paint", paint, map[string]any{}},
		{"a name in apposition to the parameter's noun", "Find the current world rank of a Tennis player, Serena Williams.", player,
			map[string]any{"sport": "Tennis", "player_name": "Serena Williams"}},
	})
}

func TestFillArgsYearsAsText(t *testing.T) {
	const (
		density = `{"type":"dict","properties":{"country":{"type":"string"},"year":{"type":"string"}},"required":["country","year"]}`
		rank    = `{"type":"dict","properties":{"team_name":{"type":"string"},"season":{"type":"string"},"league":{"type":"string"}},"required":["team_name","season"]}`
		note    = `{"type":"dict","properties":{"note":{"type":"string"}},"required":["note"]}`
	)
	runFillCases(t, []fillCase{
		{"a year for a year written as text", "the population density for Brazil in 2022", density, map[string]any{"country": "Brazil", "year": "2022"}},
		{"a year for a season", "Find the ranking of LA Lakers in the 2021 season.", rank, map[string]any{"team_name": "LA Lakers", "season": "2021"}},
		{"a year for no other text", "Note it for 2022", note, map[string]any{}},
	})
}
