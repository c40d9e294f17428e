package embedded

import "testing"

// TestFillArgsColonTextHead: only a parameter whose name ends in a word
// for text takes the words after a colon; reply_to is an address and
// content_type a type, though their names hold such a word.
func TestFillArgsColonTextHead(t *testing.T) {
	const (
		mail   = `{"type":"object","properties":{"to":{"type":"string","format":"email"},"reply_to":{"type":"string","description":"Address replies go to."}}}`
		upload = `{"type":"object","properties":{"file_id":{"type":"string","pattern":"^F-[0-9]{4}$"},"content_type":{"type":"string","description":"MIME type of the file."}}}`
		answer = `{"type":"object","properties":{"ticket":{"type":"string","pattern":"^TQ-[0-9]{5}$"},"message":{"type":"string"}}}`
	)
	runFillCases(t, []fillCase{
		{"a message after a colon", "Answer TQ-10442: the part ships on Monday", answer, map[string]any{"ticket": "TQ-10442", "message": "the part ships on Monday"}},
		{"a reply address is no text", "Email ana@example.com: the part ships on Monday", mail, map[string]any{"to": "ana@example.com"}},
		{"a content type is no text", "Upload F-1024: the scanned contract", upload, map[string]any{"file_id": "F-1024"}},
	})
}
