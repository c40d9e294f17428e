package embedded

import "testing"

func TestFillArgsColorWord(t *testing.T) {
	const rect = `{"type":"dict","properties":{"width":{"type":"integer"},"height":{"type":"integer"},"color":{"type":"string","description":"The color of the rectangle. Default is 'black'."}},"required":["width","height"]}`
	const paint = `{"type":"dict","properties":{"size":{"type":"string","description":"The size of the painting in inches, width by height."},"medium":{"type":"string","description":"The medium of the painting, such as oil, acrylic, etc."},"dominant_color":{"type":"string","description":"The dominant color of the painting. Default to 'black'."}},"required":["size","medium"]}`
	runFillCases(t, []fillCase{
		{"in red", "Draw a rectangle with a width of 20 units and height of 10 units in red.", rect,
			map[string]any{"width": int64(20), "height": int64(10), "color": "red"}},
		{"red before its noun", "Change my painting's medium to oil and change size to 12x18 with red dominant color.", paint,
			map[string]any{"medium": "oil", "size": "12x18", "dominant_color": "red"}},
		{"no colour named", "Draw a rectangle with a width of 20 units and height of 10 units.", rect,
			map[string]any{"width": int64(20), "height": int64(10)}},
	})
}

func TestFillArgsWithModifier(t *testing.T) {
	const hotel = `{"type":"dict","properties":{"hotel_name":{"type":"string","description":"The name of the hotel."},"room_type":{"type":"string","description":"The type of room preferred."},"view":{"type":"string","description":"The preferred view from the room, can be ignored if no preference.","default":"No preference"}},"required":["hotel_name","room_type"]}`
	runFillCases(t, []fillCase{
		{"with a city view", "Book a luxury room in Hotel Paradise with a city view.", hotel,
			map[string]any{"hotel_name": "Hotel Paradise", "room_type": "luxury", "view": "city"}},
		{"no view named", "Book a luxury room in Hotel Paradise.", hotel,
			map[string]any{"hotel_name": "Hotel Paradise", "room_type": "luxury"}},
	})
}

func TestFillArgsModeOfTravel(t *testing.T) {
	const route = `{"type":"dict","properties":{"start_city":{"type":"string","description":"The city you are starting from."},"end_city":{"type":"string","description":"The city you are heading to."},"transportation":{"type":"string","description":"Preferred mode of public transportation. Default is 'bus'."}},"required":["start_city","end_city"]}`
	runFillCases(t, []fillCase{
		{"by train", "Find the shortest distance between New York and Los Angeles through the train.", route,
			map[string]any{"start_city": "New York", "end_city": "Los Angeles", "transportation": "train"}},
		{"no mode named", "Find the shortest distance between New York and Los Angeles.", route,
			map[string]any{"start_city": "New York", "end_city": "Los Angeles"}},
	})
}

func TestFillArgsCompoundModifier(t *testing.T) {
	const emissions = `{"type":"dict","properties":{"distance":{"type":"integer","description":"The distance travelled in miles."},"fuel_type":{"type":"string","description":"Type of fuel used by the vehicle."},"fuel_efficiency":{"type":"float","description":"The vehicle's fuel efficiency in miles per gallon."}},"required":["distance","fuel_type","fuel_efficiency"]}`
	runFillCases(t, []fillCase{
		{"gas-fueled", "How much CO2 is produced annually by a gas-fueled car that travels 12,000 miles per year, with fuel efficiency of 25 MPG?", emissions,
			map[string]any{"distance": int64(12000), "fuel_type": "gas", "fuel_efficiency": 25.0}},
	})
}
