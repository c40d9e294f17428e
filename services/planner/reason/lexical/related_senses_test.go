package lexical

import (
	"slices"
	"testing"
)

// relatedWords reports whether the words a and b are related words (see
// related), compared as the analyser keeps them.
func relatedWords(a, b string) bool {
	return slices.Contains(related[stemWord(a)], stemWord(b))
}

// TestRelatedWordsKeepOneSense: a related word stands in for another only
// in the sense a tool's words use it. Two words the stemmer makes one
// (training and train, rating and rate, university and universe,
// conversation and conversion) join groups of different things; a word
// whose common sense in a request is another thing (an access token, a
// report, a support ticket, a database query, to play music, to tune a
// setting, to view a record) is no synonym of the group's.
func TestRelatedWordsKeepOneSense(t *testing.T) {
	unrelated := [][2]string{
		{"training", "gym"}, {"university", "galaxy"}, {"conversation", "convert"},
		{"rate", "review"}, {"rating", "feedback"},
		{"database", "query"}, {"report", "essay"}, {"ticket", "reservation"},
		{"token", "bitcoin"}, {"match", "game"}, {"play", "game"},
		{"tune", "music"}, {"position", "job"}, {"view", "watch"},
	}
	for _, p := range unrelated {
		if relatedWords(p[0], p[1]) {
			t.Errorf("%s and %s are related words, want not", p[0], p[1])
		}
	}
	// Left alone: the same groups in the sense they are kept for.
	kept := [][2]string{
		{"train", "railway"}, {"workout", "gym"}, {"university", "college"}, {"talk", "speak"},
		{"calculate", "arithmetic"}, {"laptop", "computer"}, {"review", "feedback"}, {"price", "fee"},
		{"database", "sql"}, {"essay", "paper"}, {"booking", "reservation"}, {"bitcoin", "crypto"},
		{"match", "fixture"}, {"game", "gamer"}, {"song", "music"},
		{"job", "vacancy"}, {"exchange", "currency"},
	}
	for _, p := range kept {
		if !relatedWords(p[0], p[1]) {
			t.Errorf("%s and %s are not related words, want related", p[0], p[1])
		}
	}
}
