package observe

import (
	"fmt"
	"testing"
)

// An execute_tool span is named after its tool however often, and in
// whatever order, tools are called; a name already made is not made again;
// past the bound, names are still right, only made for each call.
func TestToolSpanNameIsMadeOncePerTool(t *testing.T) {
	o, err := New(nil)
	if err != nil {
		t.Fatal(err)
	}
	cases := []struct{ tool, want string }{
		{"lookup_widget", "execute_tool lookup_widget"},
		{"file_gizmo", "execute_tool file_gizmo"},
		{"lookup_widget", "execute_tool lookup_widget"},
		{"", "execute_tool "},
		{"file_gizmo", "execute_tool file_gizmo"},
	}
	for _, c := range cases {
		if got := o.toolSpanName(c.tool); got != c.want {
			t.Errorf("toolSpanName(%q) = %q, want %q", c.tool, got, c.want)
		}
	}
	if allocs := testing.AllocsPerRun(20, func() { _ = o.toolSpanName("lookup_widget") }); allocs != 0 {
		t.Errorf("naming a tool seen before allocates %v times, want none", allocs)
	}
	for i := range maxToolSpanNames + 10 {
		tool := fmt.Sprintf("tool_%d", i)
		if got := o.toolSpanName(tool); got != "execute_tool "+tool {
			t.Fatalf("toolSpanName(%q) = %q", tool, got)
		}
	}
	if n := len(*o.toolSpans.Load()); n > maxToolSpanNames {
		t.Errorf("%d names kept, want at most %d", n, maxToolSpanNames)
	}
	if got := o.toolSpanName("tool_9999"); got != "execute_tool tool_9999" {
		t.Errorf("past the bound: toolSpanName = %q", got)
	}
}
