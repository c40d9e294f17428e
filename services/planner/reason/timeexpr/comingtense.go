package timeexpr

import "github.com/hermes-agent/hermes/services/planner/reason/prefilter"

// comingTenseRE asks, in the present tense, about what is to come: people
// a present participle sets on their way ("the groups visiting in
// September", "guests staying on Friday"), what is on ("what talks are on
// on Saturday", "what's on this Sunday") and a schedule of duties or
// happenings (roster, rota, timetable, 排班表) — each read for the coming
// day or month, as a schedule is kept for days ahead.
var comingTenseRE = prefilter.MustCompile(`(?i)\b[a-z]+s\s+(?:visiting|staying|attending|travell?ing|departing|checking\s+in|moving\s+in)\b|\bwhat(?:'s|\s+is|\s+[a-z]+\s+(?:is|are))\s+on\s+(?:in|at|for|this|on|today|tomorrow|tonight|` + dayEn + `)\b|\b(?:rosters?|rotas?|timetables?|agendas?|itinerar(?:y|ies)|line-?ups?)\b|排班表|值班表|课程表|日程表`)

// comingTense reports whether text asks about what is to come in the
// present tense (comingTenseRE).
func comingTense(text string) bool { return comingTenseRE.MatchString(text) }
