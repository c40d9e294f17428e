package embedded

import "testing"

func TestFillArgsWrittenTokens(t *testing.T) {
	const (
		email  = `{"type":"dict","properties":{"to":{"type":"string","description":"The email address to send to."},"subject":{"type":"string"},"body":{"type":"string"}},"required":["to","subject","body"]}`
		stock  = `{"type":"dict","properties":{"company":{"type":"string"},"days":{"type":"integer"}},"required":["company","days"]}`
		fmri   = `{"type":"dict","properties":{"data_source":{"type":"string","description":"The path where the data is stored."},"sequence_type":{"type":"string","description":"Type of fMRI sequence"}},"required":["data_source","sequence_type"]}`
		season = `{"type":"dict","properties":{"player_name":{"type":"string"},"season":{"type":"string","description":"Soccer season, usually specified by two years."}},"required":["player_name","season"]}`
		speed  = `{"type":"dict","properties":{"file_path":{"type":"string"}}}`
	)
	runFillCases(t, []fillCase{
		{"an apostrophe inside a quoted value", "Send an email to john.doe@example.com with the subject 'Meeting' and body 'Let's meet at 10 AM tomorrow'.", email,
			map[string]any{"to": "john.doe@example.com", "subject": "Meeting", "body": "Let's meet at 10 AM tomorrow"}},
		{"a goal quoted whole is no value", "'Get stock price of Apple for the last 5 days.'", stock, map[string]any{"company": "Apple", "days": int64(5)}},
		{"a file path", "Analyze my fMRI data in ~/data/myfMRI.nii from a multi-band sequence.", fmri,
			map[string]any{"data_source": "~/data/myfMRI.nii", "sequence_type": "multi-band"}},
		{"two years are a season", "Get the player stats of Cristiano Ronaldo in the 2019-2020 season", season,
			map[string]any{"player_name": "Cristiano Ronaldo", "season": "2019-2020"}},
		{"an email parameter takes no name and no date", "Send an email to John Doe tomorrow with the subject 'Hi' and body 'Hello'", email,
			map[string]any{"subject": "Hi", "body": "Hello"}},
		{"a unit is no path", "Drive at 60 km/h for an hour", speed, map[string]any{}},
	})
}

func TestFillArgsPatternsTakeWhatTheyMatch(t *testing.T) {
	const (
		plate = `{"type":"dict","properties":{"plate":{"type":"string","pattern":"^[一-龥][A-Z][A-Z0-9]{5}$"}},"required":["plate"]}`
		code  = `{"type":"dict","properties":{"code":{"type":"string","pattern":"^[A-Z][0-9]{5}$"}},"required":["code"]}`
		phone = `{"type":"dict","properties":{"phone":{"type":"string","pattern":"^1[3-9][0-9]{9}$"},"count":{"type":"integer"}},"required":["phone"]}`
		bonus = `{"type":"object","properties":{"employee_id":{"type":"string"},"amount":{"type":"number"}},"required":["employee_id","amount"]}`
		dose  = `{"type":"object","properties":{"patient_id":{"type":"string"},"days":{"type":"integer"}},"required":["patient_id"]}`
	)
	runFillCases(t, []fillCase{
		{"a plate with its Han letter", "Where is truck 粤B7K2X9 now?", plate, map[string]any{"plate": "粤B7K2X9"}},
		{"the code without it", "代码A12345的记录", code, map[string]any{"code": "A12345"}},
		{"a number the pattern takes", "电话 13812345678", phone, map[string]any{"phone": "13812345678"}},
		{"a number the pattern refuses", "call 12345 twice", phone, map[string]any{}},
		{"a Han word before a code without a pattern", "给E2201发放奖金3000元", bonus, map[string]any{"employee_id": "E2201", "amount": 3000.0}},
		{"a Han noun before a code", "给患者P00231开药，连用7天", dose, map[string]any{"patient_id": "P00231", "days": int64(7)}},
	})
}

func TestFillArgsWrittenShapes(t *testing.T) {
	const (
		zones  = `{"type":"dict","properties":{"time":{"type":"string","description":"The local time, e.g. 3pm"},"from_timezone":{"type":"string"},"to_timezone":{"type":"string"}},"required":["time","from_timezone","to_timezone"]}`
		coords = `{"type":"dict","properties":{"coord1":{"type":"tuple","items":{"type":"float"}},"coord2":{"type":"tuple","items":{"type":"float"}}},"required":["coord1","coord2"]}`
		floors = `{"type":"dict","properties":{"building_id":{"type":"string"},"floors":{"type":"array","items":{"type":"integer"}}},"required":["building_id","floors"]}`
		update = `{"type":"dict","properties":{"update_info":{"type":"string"}},"required":["update_info"]}`
	)
	runFillCases(t, []fillCase{
		{"a time zone is no time of a range", "Convert time 3pm from New York time zone to London time zone.", zones,
			map[string]any{"time": "3pm", "from_timezone": "New York", "to_timezone": "London"}},
		{"coordinates with their hemispheres", "the distance between (33.4484 N, 112.0740 W) and (34.0522 N, 118.2437 W)", coords,
			map[string]any{"coord1": []any{33.4484, -112.074}, "coord2": []any{34.0522, -118.2437}}},
		{"ordinals in a list; Id is no name", "the analysis of the building with building Id B1004 for 2nd, 3rd and 4th floors", floors,
			map[string]any{"building_id": "B1004", "floors": []any{int64(2), int64(3), int64(4)}}},
		{"update is no date", "Please set it to 'gold' yesterday", update, map[string]any{"update_info": "gold"}},
	})
}

func TestFillArgsClockPartsListsAndLengths(t *testing.T) {
	const (
		clock  = `{"type":"dict","properties":{"hours":{"type":"integer"},"minutes":{"type":"integer"}},"required":["hours","minutes"]}`
		table  = `{"type":"dict","properties":{"table":{"type":"array","items":{"type":"array","items":{"type":"integer"}}}},"required":["table"]}`
		person = `{"type":"dict","properties":{"weight":{"type":"integer","description":"Weight in lbs."},"height":{"type":"integer","description":"Height in inches."}},"required":["weight","height"]}`
	)
	runFillCases(t, []fillCase{
		{"a clock's hour and minute", "the angle between the hands of a clock at 6:30 PM", clock, map[string]any{"hours": int64(6), "minutes": int64(30)}},
		{"no clock, no hour", "the angle between the hands of a clock", clock, map[string]any{}},
		{"a list of lists", "a Chi-Squared test on a 2x2 contingency table [ [10, 20], [30, 40] ]", table,
			map[string]any{"table": []any{[]any{int64(10), int64(20)}, []any{int64(30), int64(40)}}}},
		{"feet and inches", "a person with weight 150lbs and height 5ft 10in", person, map[string]any{"weight": int64(150), "height": int64(70)}},
		{"in alone is no inch", "weight 150lbs and height 70 in the chart", person, map[string]any{"weight": int64(150), "height": int64(70)}},
	})
}

// TestFillArgsNumberAsName gives a name or code parameter a number with
// what is written on to it, whole.
func TestFillArgsNumberAsName(t *testing.T) {
	const (
		repair   = `{"type":"object","properties":{"unit":{"type":"string","description":"Apartment or unit number."},"issue":{"type":"string"}},"required":["unit","issue"]}`
		transfer = `{"type":"object","properties":{"from_account":{"type":"string"},"to_account":{"type":"string"},"amount":{"type":"number"}},"required":["from_account","to_account","amount"]}`
	)
	runFillCases(t, []fillCase{
		{"a unit with its letter", "Log the lock repair at unit 5B", repair, map[string]any{"unit": "5B", "issue": "lock repair"}},
		{"a unit of digits alone", "Log the lock repair at unit 5", repair, map[string]any{"unit": "5", "issue": "lock repair"}},
		{"accounts of dashed digits", "Transfer 2,500 from account 6222-0001 to account 6222-0002", transfer,
			map[string]any{"from_account": "6222-0001", "to_account": "6222-0002", "amount": 2500.0}},
	})
}
