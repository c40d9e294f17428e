// Reporting verbs: how a request reached the asker is not what it asks.

package lexical

import "github.com/hermes-agent/hermes/services/planner/reason/prefilter"

// reportRE finds a past-tense verb of getting in touch that introduces
// what someone asked or said ("a guest called asking…", "the client
// emailed to say…", "a tenant phoned about…"): the call or the email is
// how the request arrived, not what it asks for.
var reportRE = prefilter.MustCompile(`(?i)\b(called|phoned|rang|emailed|e-mailed|messaged|texted|wrote|contacted us|got in touch|reached out)(?:\s+(?:us|in|back|again|earlier|today|yesterday))?\s+(?:asking|to ask|saying|to say|about|to complain|complaining|wanting|to check|to find out|that)\b`)

// reportingVerbs returns the reporting verbs of text (see reportRE).
func reportingVerbs(text string) []string {
	var out []string
	for _, m := range reportRE.FindAllStringSubmatch(text, -1) {
		out = append(out, m[1])
	}
	return out
}

// frameRE is a request told of as a user's ("as a user, …", "the user is
// requesting…", "users usually request…", "users' requests"): the user
// and the request are who asks and that they ask, not what is asked.
// So is the asker's interest or wonder ("I'm interested in…", "I'm
// curious about…", "I was wondering…"): it says that they ask, as "I
// want" does.
var frameRE = prefilter.MustCompile(`(?i)\b(?:as an? user|the user (?:is |was )?(?:requesting|requests|asks|asking|wants)|users (?:usually |often |typically |commonly )?(?:request|ask)|my request is|(?:i|we) would like to request|users' requests|requested by (?:the )?users?|(?:i'?m|i am|we'?re|we are)(?: (?:very|really|particularly|most|mainly))? interested in|(?:i'?m|i am) curious (?:about|to)|i was wondering)\b`)

// requestFrames returns the phrases of text that frame a request as a
// user's (see frameRE).
func requestFrames(text string) []string {
	return frameRE.FindAllString(text, -1)
}
