package embedded

import "testing"

// TestFillArgsOptOut: opting someone out sets an opt-in flag false;
// opting in, or a goal that says neither, keeps its ordinary reading, and
// a flag for another channel than the one opted out of is left alone.
func TestFillArgsOptOut(t *testing.T) {
	const optin = `{"type":"object","properties":{"post_opt_in":{"type":"boolean","description":"Agrees to receive post"},"email_opt_in":{"type":"boolean","description":"Agrees to receive email"}}}`
	runFillCases(t, []fillCase{
		{"opt them out", "Change the language to English and opt them out of post.", optin, map[string]any{"post_opt_in": false}},
		{"opted out", "DN-1 has opted out of post", optin, map[string]any{"post_opt_in": false}},
		{"opting in stays true", "Opt DN-1 in to post.", optin, map[string]any{"post_opt_in": true}},
		{"out of post and email", "DN-1 opted out of email and post", optin, map[string]any{"post_opt_in": false, "email_opt_in": false}},
		// must leave alone: an opt-out of another thing than the flag's
		{"out of another thing", "DN-1 opted out of the gala; she still wants post", optin, map[string]any{}},
		{"out elsewhere is no opt-out", "Opt DN-1 in to post, we are out of stamps", optin, map[string]any{"post_opt_in": true}},
	})
}
