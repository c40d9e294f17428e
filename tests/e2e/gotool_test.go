package e2e

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"net"
	"strings"
	"testing"

	"google.golang.org/grpc"
	"google.golang.org/grpc/credentials/insecure"

	hermesv1 "github.com/hermes-agent/hermes/libs/gen/hermes/v1"
	"github.com/hermes-agent/hermes/libs/toolerr"
	"github.com/hermes-agent/hermes/libs/toolspec"
	"github.com/hermes-agent/hermes/services/toolrunner"
	"github.com/hermes-agent/hermes/services/toolrunner/tool"
)

// wordCount is a Go tool written outside the toolrunner's module.
func wordCount() tool.Go {
	return tool.Go{
		Spec: toolspec.Spec{
			Name:         "word_count",
			Description:  "Counts the words of a text.",
			WhenToUse:    "Measuring the length of a text.",
			WhenNotToUse: "Not for counting characters.",
			Parameters: json.RawMessage(`{"type":"object","properties":{"text":{"type":"string","minLength":1}},` +
				`"required":["text"],"additionalProperties":false}`),
			SideEffect: toolspec.Read,
		},
		Func: func(_ context.Context, args json.RawMessage) (json.RawMessage, error) {
			var in struct{ Text string }
			if err := json.Unmarshal(args, &in); err != nil {
				return nil, err
			}
			if strings.TrimSpace(in.Text) == "" {
				return nil, toolerr.NewBusiness("blank_text", "the text holds only spaces")
			}
			return json.RawMessage(fmt.Sprintf(`{"words":%d}`, len(strings.Fields(in.Text)))), nil
		},
	}
}

// A module other than the toolrunner's registers a Go tool through the
// public API, and calls it over real TCP with the generated client.
func TestGoToolFromAnotherModule(t *testing.T) {
	cfg := toolrunner.Config{Families: toolrunner.DefaultFamilies()}
	fs := flag.NewFlagSet("toolrunner", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	cfg.RegisterFlags(fs)
	if err := fs.Parse([]string{"-family", "go", "-listen", "127.0.0.1:0"}); err != nil {
		t.Fatal(err)
	}
	runner, err := toolrunner.New(context.Background(), cfg, slog.New(slog.DiscardHandler), toolrunner.GoTools(wordCount()))
	if err != nil {
		t.Fatalf("toolrunner.New: %v", err)
	}
	lis, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	served := make(chan error, 1)
	go func() { served <- runner.Serve(ctx, lis) }()
	t.Cleanup(func() {
		cancel()
		if err := <-served; err != nil {
			t.Errorf("Serve: %v", err)
		}
	})
	conn, err := grpc.NewClient(lis.Addr().String(), grpc.WithTransportCredentials(insecure.NewCredentials()))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { conn.Close() })
	client := hermesv1.NewToolRunnerServiceClient(conn)

	list, err := client.ListTools(context.Background(), &hermesv1.ToolRunnerServiceListToolsRequest{})
	if err != nil {
		t.Fatal(err)
	}
	if got := list.GetTools(); len(got) != 1 || got[0].GetName() != "word_count" || got[0].GetFamily() != "go" {
		t.Fatalf("ListTools = %v, want word_count of family go alone", got)
	}
	tests := []struct {
		name, args string
		wantOut    string
		wantKind   hermesv1.ErrorKind
		wantCode   string
	}{
		{"counts", `{"text":"生成 上周的 team weekly report"}`, `{"words":5}`, hermesv1.ErrorKind_ERROR_KIND_UNSPECIFIED, ""},
		{"wrong type fails the schema", `{"text":42}`, "", hermesv1.ErrorKind_ERROR_KIND_PARAM, toolerr.CodeInvalidArguments},
		{"unknown field fails the schema", `{"text":"a","lang":"en"}`, "", hermesv1.ErrorKind_ERROR_KIND_PARAM, toolerr.CodeInvalidArguments},
		{"missing field fails the schema", `{}`, "", hermesv1.ErrorKind_ERROR_KIND_PARAM, toolerr.CodeInvalidArguments},
		{"the tool's own refusal keeps its kind", `{"text":"   "}`, "", hermesv1.ErrorKind_ERROR_KIND_BUSINESS, "blank_text"},
	}
	for i, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			resp, err := client.InvokeTool(context.Background(), &hermesv1.InvokeToolRequest{
				Tool: "word_count", ArgumentsJson: tc.args, ExecutionId: "e2e-go-tool", StepId: fmt.Sprintf("s%d", i)})
			if err != nil {
				t.Fatalf("InvokeTool: %v", err)
			}
			e := resp.GetError()
			if e.GetKind() != tc.wantKind || e.GetCode() != tc.wantCode || resp.GetOutputJson() != tc.wantOut {
				t.Fatalf("InvokeTool(%s) = output %q error %v; want output %q, error %v %q",
					tc.args, resp.GetOutputJson(), e, tc.wantOut, tc.wantKind, tc.wantCode)
			}
			if tc.wantKind == hermesv1.ErrorKind_ERROR_KIND_PARAM && e.GetHint() == "" {
				t.Errorf("PARAM error %v carries no hint for the planner", e)
			}
		})
	}
}
