package pbconv

import (
	"encoding/json"
	"reflect"
	"testing"
	"time"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// A tool's descriptor survives the trip through its protobuf schema,
// including the name an imported catalog gave it.
func TestSchemaRoundTrip(t *testing.T) {
	want := toolspec.Spec{
		Name: "PDF_URLTool", OriginalName: "PDF&URLTool",
		Description: "Reads PDF files and web pages.", WhenToUse: "a PDF or URL to read", WhenNotToUse: "images",
		Parameters: json.RawMessage(`{"type":"object"}`), Returns: json.RawMessage(`{"type":"object"}`),
		SideEffect: toolspec.Read, Timeout: 5 * time.Second, Family: toolspec.FamilyHTTP, Roles: []string{"docs"},
	}
	got := Spec(Schema(&want))
	if !reflect.DeepEqual(got, want) {
		t.Errorf("round trip:\n got %+v\nwant %+v", got, want)
	}
	if s := Summary(&want); s.GetOriginalName() != "PDF&URLTool" {
		t.Errorf("summary original name %q, want PDF&URLTool", s.GetOriginalName())
	}
}
