package embedded

import "testing"

func TestFillArgsNameAfterTitle(t *testing.T) {
	const records = `{"type":"dict","properties":{"name":{"type":"string","description":"The name of the person."},"from_year":{"type":"integer","description":"The start year of the time frame."},"to_year":{"type":"integer","description":"The end year of the time frame."}},"required":["name","from_year","to_year"]}`
	const city = `{"type":"dict","properties":{"city":{"type":"string","description":"The city."}},"required":["city"]}`
	runFillCases(t, []fillCase{
		{"Mr. and the name", "Find the criminal cases of Mr. X between 2012 and 2015.", records,
			map[string]any{"name": "Mr. X", "from_year": int64(2012), "to_year": int64(2015)}},
		{"St. and the place", "What is the weather in St. Louis today?", city, map[string]any{"city": "St. Louis"}},
	})
}

func TestFillArgsAddressByFormat(t *testing.T) {
	const contact = `{"type":"dict","properties":{"patient_id":{"type":"string","pattern":"^PAT-[0-9]{7}$"},"phone":{"type":"string","description":"Mobile number, 11 digits.","pattern":"^1[3-9][0-9]{9}$"},"email":{"type":"string","description":"Email address.","format":"email"}},"required":["patient_id"]}`
	runFillCases(t, []fillCase{
		{"an address for the email format, whatever its cue", "把 PAT-0051177 的手机号改成 13800001111，邮箱改成 zhou.emily@example.com", contact,
			map[string]any{"patient_id": "PAT-0051177", "phone": "13800001111", "email": "zhou.emily@example.com"}},
	})
}
