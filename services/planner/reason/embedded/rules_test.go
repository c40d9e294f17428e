package embedded

import (
	"reflect"
	"testing"
)

// fillCase is one goal, one schema and the arguments it must give.
type fillCase struct {
	name, goal, params string
	want               map[string]any
}

func runFillCases(t *testing.T, tests []fillCase) {
	t.Helper()
	e := newEngine(t)
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got, _ := fill(t, e, tc.goal, tc.params)
			if !reflect.DeepEqual(got, tc.want) {
				t.Errorf("args = %#v, want %#v", got, tc.want)
			}
		})
	}
}

func TestFillArgsEnumForms(t *testing.T) {
	const (
		bucket = `{"type":"object","properties":{"granularity":{"type":"string","enum":["day","week","month"]}},"required":["granularity"]}`
		adjust = `{"type":"object","properties":{"reason":{"type":"string","enum":["damage","cycle_count","found"]}}}`
		detail = `{"type":"dict","properties":{"detail_level":{"type":"string","enum":["summary","detailed"]}},"required":["detail_level"]}`
		region = `{"type":"object","properties":{"region":{"type":"string","enum":["east","north","south","west"]}}}`
		hours  = `{"type":"object","properties":{"state":{"type":"string","enum":["open","closed"]}}}`
	)
	runFillCases(t, []fillCase{
		{"an adjective of the value", "Daily throughput of the warehouse in the past 7 days", bucket, map[string]any{"granularity": "day"}},
		{"a Chinese bucket word", "上个月每周的出库量", bucket, map[string]any{"granularity": "week"}},
		{"an English bucket adverb", "Show me monthly throughput", bucket, map[string]any{"granularity": "month"}},
		{"a participle of the value", "Write off 12 damaged units", adjust, map[string]any{"reason": "damage"}},
		{"the value is the participle", "Punishments for the crime of theft in detail", detail, map[string]any{"detail_level": "detailed"}},
		{"a Chinese compass word", "2月份西部区域的准时送达率", region, map[string]any{"region": "west"}},
		{"a plural or -ing form is another thing", "a restaurant that opens late", hours, map[string]any{}},
	})
}

func TestFillArgsExpressions(t *testing.T) {
	const (
		deriv = `{"type":"dict","properties":{"function":{"type":"string","description":"The polynomial function."},"x_value":{"type":"float","description":"The x-value. Default 0."}},"required":["function"]}`
		area  = `{"type":"dict","properties":{"function":{"type":"string"},"start_x":{"type":"integer"},"end_x":{"type":"integer"}},"required":["function","start_x","end_x"]}`
		pair  = `{"type":"dict","properties":{"function1":{"type":"string"},"function2":{"type":"string"}},"required":["function1","function2"]}`
		title = `{"type":"dict","properties":{"function":{"type":"string"}},"required":["function"]}`
	)
	runFillCases(t, []fillCase{
		{"a polynomial with its spaces", "Calculate the derivative of the function 3x^2 + 2x - 1.", deriv, map[string]any{"function": "3x^2 + 2x - 1"}},
		{"y = is the formula's name", "Calculate the area under the curve from x = -2 to x = 3 for the function y = x^3 using simpson method.", area,
			map[string]any{"function": "x^3", "start_x": int64(-2), "end_x": int64(3)}},
		{"formulas in order for numbered parameters", "Find the intersection points of the functions y=3x+2 and y=2x+3.", pair,
			map[string]any{"function1": "3x+2", "function2": "2x+3"}},
		{"a bare variable is no formula", "Plot the function at x = 1", title, map[string]any{}},
	})
}

func TestFillArgsNumberedNames(t *testing.T) {
	const (
		court = `{"type":"dict","properties":{"company1":{"type":"string"},"company2":{"type":"string"},"country":{"type":"string","description":"Default USA."}},"required":["company1","company2"]}`
		signs = `{"type":"dict","properties":{"sign1":{"type":"string"},"sign2":{"type":"string"},"scale":{"type":"string","enum":["percentage","0-1 scale"]}},"required":["sign1","sign2"]}`
		match = `{"type":"dict","properties":{"team1":{"type":"string"},"team2":{"type":"string"}},"required":["team1","team2"]}`
		body  = `{"type":"dict","properties":{"body1":{"type":"string"},"body2":{"type":"string"}},"required":["body1","body2"]}`
	)
	runFillCases(t, []fillCase{
		{"names joined by and", "Find the latest court case between Apple and Samsung", court, map[string]any{"company1": "Apple", "company2": "Samsung"}},
		{"names joined by with", "Find the compatibility score in percentage of Aries with Gemini.", signs,
			map[string]any{"sign1": "Aries", "sign2": "Gemini", "scale": "percentage"}},
		{"names of several words", "Who won the last match between Chicago Bulls and Los Angeles Lakers?", match,
			map[string]any{"team1": "Chicago Bulls", "team2": "Los Angeles Lakers"}},
		{"from one name to the next", "What's the distance from the Earth to the Moon?", body, map[string]any{"body1": "Earth", "body2": "Moon"}},
		{"names not joined stay apart", "Did Apple sue anyone? Ask Samsung.", court, map[string]any{}},
	})
}

func TestFillArgsUnitConversion(t *testing.T) {
	const (
		lc    = `{"type":"dict","properties":{"inductance":{"type":"float","description":"The inductance (L) in henries (H)."},"capacitance":{"type":"float","description":"The capacitance (C) in farads (F)."}},"required":["inductance","capacitance"]}`
		track = `{"type":"dict","properties":{"track_length":{"type":"integer","description":"Length of the mix track in seconds."}},"required":["track_length"]}`
		mass  = `{"type":"dict","properties":{"mass":{"type":"float","description":"The mass in kilograms."}},"required":["mass"]}`
		same  = `{"type":"dict","properties":{"weight_kg":{"type":"number","description":"Weight in kilograms."}},"required":["weight_kg"]}`
	)
	runFillCases(t, []fillCase{
		{"SI prefixes to the stated unit", "Calculate the resonant frequency of an LC circuit given capacitance of 100µF and inductance of 50mH.", lc,
			map[string]any{"capacitance": 0.0001, "inductance": 0.05}},
		{"minutes to seconds for an integer", "Create a mix track with a duration of 3 minutes.", track, map[string]any{"track_length": int64(180)}},
		{"grams to kilograms", "What is the kinetic energy of a 500 g ball?", mass, map[string]any{"mass": 0.5}},
		{"the stated unit stays as written", "Ship 12.5 kg to Chengdu", same, map[string]any{"weight_kg": 12.5}},
		{"a word after a number that is no unit", "Take the mass of 5 and double it", mass, map[string]any{"mass": 5.0}},
	})
}

func TestFillArgsRespectively(t *testing.T) {
	const (
		tri  = `{"type":"dict","properties":{"base":{"type":"integer","description":"The base of the triangle."},"height":{"type":"integer","description":"The height of the triangle."}},"required":["base","height"]}`
		rect = `{"type":"dict","properties":{"width":{"type":"integer"},"length":{"type":"integer"},"depth":{"type":"integer"}},"required":["width","length","depth"]}`
	)
	runFillCases(t, []fillCase{
		{"two words, two values with units", "Calculate the area of a right-angled triangle given the lengths of its base and height as 6cm and 10cm.", tri,
			map[string]any{"base": int64(6), "height": int64(10)}},
		{"three words, three values, respectively", "A box whose width, length and depth are 3, 5 and 2 respectively", rect,
			map[string]any{"width": int64(3), "length": int64(5), "depth": int64(2)}},
	})
}

// TestFillArgsRequiredOrder: values stated in order fill the required
// parameters in the order the required list names them, whatever order
// the properties come in (a schema decoded into a map sorts them).
func TestFillArgsRequiredOrder(t *testing.T) {
	const (
		sorted = `{"type":"object","properties":{"height":{"type":"integer"},"width":{"type":"integer"}},"required":["width","height"]}`
		named  = `{"type":"object","properties":{"league":{"type":"string"},"team":{"type":"string"}},"required":["team"]}`
	)
	runFillCases(t, []fillCase{
		{"numbers in the required list's order", "Draw a rectangle of 20 by 10", sorted, map[string]any{"width": int64(20), "height": int64(10)}},
		{"one required string takes the name", "What is the ranking of Barcelona?", named, map[string]any{"team": "Barcelona"}},
	})
}

// TestFillArgsNamesInOrder: the names one sentence states fill as many
// required strings in order; names of two sentences do not.
func TestFillArgsNamesInOrder(t *testing.T) {
	const ranking = `{"type":"object","properties":{"league":{"type":"string","description":"The league."},"team":{"type":"string","description":"The team."}},"required":["team","league"]}`
	runFillCases(t, []fillCase{
		{"a name for each", "What is the ranking of Barcelona in La Liga?", ranking, map[string]any{"team": "Barcelona", "league": "La Liga"}},
		{"fewer names than strings", "What is the ranking of Barcelona this season?", ranking, map[string]any{"team": "Barcelona"}},
		{"names of two sentences", "How is Barcelona doing? Ask La Liga.", ranking, map[string]any{}},
	})
}

// TestFillArgsNameOfItsKind: a name that ends with a parameter's word is
// that parameter's value ("Louvre Museum" for museum), whatever order the
// parameters come in.
func TestFillArgsNameOfItsKind(t *testing.T) {
	const hours = `{"type":"object","properties":{"location":{"type":"string","description":"The city."},"museum":{"type":"string","description":"The name of the museum."}},"required":["location","museum"]}`
	runFillCases(t, []fillCase{
		{"the museum's name, then the city", "Get the opening hours of the Orsay Museum in Paris.", hours, map[string]any{"museum": "Orsay Museum", "location": "Paris"}},
	})
}

// TestFillArgsCityAndCountry: a place written with its region fills a
// city and a country parameter apart, or one place parameter whole.
func TestFillArgsCityAndCountry(t *testing.T) {
	const (
		apart = `{"type":"object","properties":{"city":{"type":"string","description":"The city."},"country":{"type":"string","description":"The country."}},"required":["city","country"]}`
		whole = `{"type":"object","properties":{"location":{"type":"string","description":"The city and state."}},"required":["location"]}`
	)
	runFillCases(t, []fillCase{
		{"city and country apart", "What is the local time in Lyon, France?", apart, map[string]any{"city": "Lyon", "country": "France"}},
		{"one place whole", "What is the local time in Boston, MA?", whole, map[string]any{"location": "Boston, MA"}},
	})
}

// TestFillArgsQuantity: a number's unit says which quantity it is, and so
// which parameter, when the parameter's name is that quantity.
func TestFillArgsQuantity(t *testing.T) {
	const fall = `{"type":"object","properties":{"initial_velocity":{"type":"integer","description":"The initial velocity of the object."},"height":{"type":"integer","description":"The height from which the object is dropped."}},"required":["initial_velocity","height"]}`
	runFillCases(t, []fillCase{
		{"metres for height", "Calculate the final speed of a stone dropped from 80 m.", fall, map[string]any{"height": int64(80)}},
	})
}

// TestFillArgsPerDenominator: a rate per year takes no number of years.
func TestFillArgsPerDenominator(t *testing.T) {
	const loan = `{"type":"object","properties":{"amount":{"type":"integer","description":"The amount lent."},"term":{"type":"integer","description":"The term in years."},"payments_per_year":{"type":"integer","description":"How many payments are made per year."}},"required":["amount","term"]}`
	runFillCases(t, []fillCase{
		{"years for the term", "Plan the repayment of a loan of 5000 over 4 years.", loan, map[string]any{"amount": int64(5000), "term": int64(4)}},
	})
}

// TestFillArgsListLiteral: a parameter named with a list literal takes
// the list, its items typed by the schema.
func TestFillArgsListLiteral(t *testing.T) {
	const (
		flows  = `{"type":"object","properties":{"cash_flows":{"type":"array","items":{"type":"integer"}},"rate":{"type":"number"}},"required":["cash_flows","rate"]}`
		chords = `{"type":"object","properties":{"progression":{"type":"array","items":{"type":"string"}}},"required":["progression"]}`
	)
	runFillCases(t, []fillCase{
		{"numbers", "Find the net present value given cash_flows=[100,250,400] and a rate of 0.08", flows,
			map[string]any{"cash_flows": []any{int64(100), int64(250), int64(400)}, "rate": 0.08}},
		{"quoted strings", "chords.key(progression=['ii', 'V', 'I'])", chords, map[string]any{"progression": []any{"ii", "V", "I"}}},
	})
}

// TestFillArgsNameBeforeADate: "on" joins no month or weekday to a name.
func TestFillArgsNameBeforeADate(t *testing.T) {
	const hours = `{"type":"object","properties":{"museum_name":{"type":"string","description":"The museum."},"day":{"type":"string","description":"The day of the week."}},"required":["museum_name"]}`
	runFillCases(t, []fillCase{
		{"a weekday after on", "What are the opening hours of the Museum of Modern Art on Sunday?", hours, map[string]any{"museum_name": "Museum of Modern Art"}},
	})
}

// TestFillArgsQuotedList: quoted values joined by commas and "and" are a
// list.
func TestFillArgsQuotedList(t *testing.T) {
	const model = `{"type":"object","properties":{"features":{"type":"array","items":{"type":"string"}},"label":{"type":"string"}},"required":["features","label"]}`
	runFillCases(t, []fillCase{
		{"three quoted names", "Train a classifier on the columns 'Height', 'Weight' and 'Age' to predict 'Gender'", model,
			map[string]any{"features": []any{"Height", "Weight", "Age"}, "label": "Gender"}},
	})
}

// TestFillArgsBooleanForms: a flag is set by another form of its word.
func TestFillArgsBooleanForms(t *testing.T) {
	const (
		fit   = `{"type":"object","properties":{"standardize":{"type":"boolean"}}}`
		art   = `{"type":"object","properties":{"detail":{"type":"boolean"}}}`
		route = `{"type":"object","properties":{"avoid_tolls":{"type":"boolean"}}}`
	)
	runFillCases(t, []fillCase{
		{"a noun of the verb", "Fit the model and apply standardization", fit, map[string]any{"standardize": true}},
		{"an adjective of the noun", "Describe the statue in a detailed way", art, map[string]any{"detail": true}},
		{"a participle", "the fastest route with tolls avoided", route, map[string]any{"avoid_tolls": true}},
		{"a form after a negation", "Describe the statue, not detailed", art, map[string]any{"detail": false}},
	})
}

// TestFillArgsStatedDateLayout: a date goes in the layout its parameter's
// description states; a "date" format keeps its own.
func TestFillArgsStatedDateLayout(t *testing.T) {
	const (
		us     = `{"type":"object","properties":{"date":{"type":"string","description":"The day, in MM-DD-YYYY format."}},"required":["date"]}`
		words  = `{"type":"object","properties":{"date":{"type":"string","description":"The date (month-day-year) to look up."}},"required":["date"]}`
		format = `{"type":"object","properties":{"date":{"type":"string","format":"date","description":"The day, in MM-DD-YYYY format."}},"required":["date"]}`
	)
	runFillCases(t, []fillCase{
		{"MM-DD-YYYY", "The air quality in Lyon on 2024-05-06", us, map[string]any{"date": "05-06-2024"}},
		{"month-day-year", "The air quality in Lyon on 2024-05-06", words, map[string]any{"date": "05-06-2024"}},
		{"a date format wins", "The air quality in Lyon on 2024-05-06", format, map[string]any{"date": "2024-05-06"}},
	})
}

// TestFillArgsMonthOfADate: the month of a date the goal names is no
// name for a parameter that is not named by it.
func TestFillArgsMonthOfADate(t *testing.T) {
	const booking = `{"type":"object","properties":{"room_type":{"type":"string","description":"The type of room."},"check_in":{"type":"string","format":"date"}},"required":["room_type","check_in"]}`
	runFillCases(t, []fillCase{
		{"the month stays in the date", "Book a room starting from March 12, 2025", booking, map[string]any{"check_in": "2025-03-12"}},
	})
}

// TestFillArgsFrequency: a frequency adverb fills a count per year.
func TestFillArgsFrequency(t *testing.T) {
	const (
		savings = `{"type":"object","properties":{"principal":{"type":"number"},"compounds_per_year":{"type":"integer","description":"How many times interest is compounded per year."}},"required":["principal"]}`
		decline = `{"type":"object","properties":{"reduction":{"type":"number","description":"The percentage lost per year."}}}`
	)
	runFillCases(t, []fillCase{
		{"quarterly is four times a year", "Grow a deposit of 2500 compounded quarterly", savings, map[string]any{"principal": 2500.0, "compounds_per_year": int64(4)}},
		{"a rate per year is no count", "How much is lost annually?", decline, map[string]any{}},
	})
}

// TestFillArgsPercentAsDecimal: a percentage goes in as a decimal when
// the description asks for one, even with "%" in its example.
func TestFillArgsPercentAsDecimal(t *testing.T) {
	const (
		decimal = `{"type":"object","properties":{"rate":{"type":"number","description":"The annual rate, as a decimal: 4% is 0.04."}},"required":["rate"]}`
		percent = `{"type":"object","properties":{"rate":{"type":"number","description":"The annual rate as a percentage."}},"required":["rate"]}`
	)
	runFillCases(t, []fillCase{
		{"decimal", "Grow a deposit at a rate of 3%", decimal, map[string]any{"rate": 0.03}},
		{"percentage", "Grow a deposit at a rate of 3%", percent, map[string]any{"rate": 3.0}},
	})
}

// TestFillArgsDayOfADate: the day and year of a date written with its
// month's name count nothing.
func TestFillArgsDayOfADate(t *testing.T) {
	const stay = `{"type":"object","properties":{"nights":{"type":"integer","description":"Number of nights."},"start_date":{"type":"string","format":"date"}},"required":["nights","start_date"]}`
	runFillCases(t, []fillCase{
		{"the day is no count", "Book a room starting from 10th December 2025", stay, map[string]any{"start_date": "2025-12-10"}},
		{"the count beside the date", "Book a room for 3 nights starting from 10th December 2025", stay, map[string]any{"nights": int64(3), "start_date": "2025-12-10"}},
	})
}

// TestFillArgsUnitOfAnotherDimension: a number in a unit of another
// dimension than its parameter states is no value of it.
func TestFillArgsUnitOfAnotherDimension(t *testing.T) {
	const bmi = `{"type":"object","properties":{"weight":{"type":"number","description":"Weight in kilograms."},"height":{"type":"number","description":"Height in meters."}},"required":["weight","height"]}`
	runFillCases(t, []fillCase{
		{"metres are no weight", "Calculate the area of a triangle given the base is 10 meters and height is 5 meters", bmi, map[string]any{"height": 5.0}},
		{"kilograms are", "Calculate the index of 70 kg and 1.75 m", bmi, map[string]any{"weight": 70.0, "height": 1.75}},
	})
}
