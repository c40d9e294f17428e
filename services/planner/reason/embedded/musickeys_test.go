package embedded

import "testing"

func TestFillArgsMusicKey(t *testing.T) {
	const progression = `{"type":"dict","properties":{"key":{"type":"string","description":"The key in which to generate the scale progression."},"tempo":{"type":"integer","description":"The tempo in BPM."},"scale_type":{"type":"string","default":"major","description":"The type of scale to generate."}},"required":["key","tempo"]}`
	const mix = `{"type":"dict","properties":{"scale":{"type":"string","description":"The musical scale to be used."},"track_length":{"type":"integer","description":"Length of the mix track in seconds."}},"required":["scale","track_length"]}`
	const musical = `{"type":"dict","properties":{"key":{"type":"string","description":"The musical key for which the scale will be found."},"scale_type":{"type":"string","default":"major","description":"The type of musical scale."}},"required":["key"]}`
	runFillCases(t, []fillCase{
		{"mode before the note", "Generate a major C scale progression with tempo 80 BPM.", progression,
			map[string]any{"key": "C", "scale_type": "major", "tempo": int64(80)}},
		{"note and mode for a scale", "Create a mix track using notes of C major scale with a length of 180 seconds.", mix,
			map[string]any{"scale": "C major", "track_length": int64(180)}},
		{"a sharp written out", "What is the musical scale associated with C sharp major?", musical,
			map[string]any{"key": "C sharp", "scale_type": "major"}},
	})
}
