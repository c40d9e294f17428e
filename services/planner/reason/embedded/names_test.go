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

func TestFillArgsTeamAndPlatformByPreposition(t *testing.T) {
	const schedule = `{"type":"dict","properties":{"team_name":{"type":"string","description":"The name of the sports team."},"num_of_games":{"type":"integer","description":"Number of games for which to fetch the schedule."},"league":{"type":"string","description":"The name of the sports league."},"location":{"type":"string","description":"Optional. The city or venue where games are to be held."}},"required":["team_name","num_of_games","league"]}`
	const stats = `{"type":"dict","properties":{"game":{"type":"string","description":"The name of the video game."},"username":{"type":"string","description":"The username of the player."},"platform":{"type":"string","description":"The platform user is playing on.","default":"PC"}},"required":["game","username"]}`
	runFillCases(t, []fillCase{
		{"the schedule of a team", "Give me the schedule of Manchester United for the next 6 games in Premier League.", schedule,
			map[string]any{"team_name": "Manchester United", "num_of_games": int64(6), "league": "Premier League"}},
		{"on a platform", "Fetch player statistics of 'Zelda' on Switch for user 'Sam'.", stats,
			map[string]any{"game": "Zelda", "username": "Sam", "platform": "Switch"}},
	})
}

func TestFillArgsPlayerBeforeTeam(t *testing.T) {
	const record = `{"type":"dict","properties":{"player_name":{"type":"string","description":"The name of the player."},"season_year":{"type":"integer","description":"The year of the NFL season."},"team":{"type":"string","description":"The NFL team that the player played for in that season."}},"required":["player_name","season_year"]}`
	runFillCases(t, []fillCase{
		{"the record of a player", "Find me the record of Tom Brady in the 2020 NFL season.", record,
			map[string]any{"player_name": "Tom Brady", "season_year": int64(2020)}},
	})
}

func TestFillArgsScoredForATeam(t *testing.T) {
	const goals = `{"type":"dict","properties":{"player_name":{"type":"string","description":"The name of the player."},"team_name":{"type":"string","description":"The name of the team."}},"required":["player_name","team_name"]}`
	runFillCases(t, []fillCase{
		{"for a team", "How many goals has Lionel Messi scored for Barcelona till date?", goals,
			map[string]any{"player_name": "Lionel Messi", "team_name": "Barcelona"}},
	})
}

func TestFillArgsPlaceWithItsKind(t *testing.T) {
	const turtles = `{"type":"dict","properties":{"location":{"type":"string","description":"The name of the location."}},"required":["location"]}`
	runFillCases(t, []fillCase{
		{"a river in lower case", "Find the population of turtles in Mississippi river.", turtles,
			map[string]any{"location": "Mississippi river"}},
	})
}

func TestFillArgsNameAsSubject(t *testing.T) {
	const guest = `{"type":"object","properties":{"room":{"type":"string","pattern":"^R[0-9]{3}$"},"guest_name":{"type":"string","description":"Guest's full name."}},"required":["room","guest_name"]}`
	runFillCases(t, []fillCase{
		{"a name that opens its sentence", "Add a guest to R204: Maria Lopez is staying two nights", guest,
			map[string]any{"room": "R204", "guest_name": "Maria Lopez"}},
	})
}
