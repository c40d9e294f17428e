package grpcserver

import (
	"bytes"
	"context"
	"io"
	"log/slog"
	"strings"
	"testing"

	"google.golang.org/genproto/googleapis/rpc/errdetails"
	"google.golang.org/grpc"
	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/mem"
	"google.golang.org/grpc/status"
	"google.golang.org/protobuf/proto"

	hermesv1 "github.com/hermes-agent/hermes/libs/gen/hermes/v1"
)

// rawCodec sends a request's bytes as they are, so that a test can send
// what no protobuf library would produce.
type rawCodec struct{}

func (rawCodec) Name() string { return "proto" }

func (rawCodec) Marshal(v any) (mem.BufferSlice, error) {
	return mem.BufferSlice{mem.SliceBuffer(v.([]byte))}, nil
}

func (rawCodec) Unmarshal(data mem.BufferSlice, v any) error {
	*(v.(*[]byte)) = data.Materialize()
	return nil
}

// marshalBroken marshals m, whose string fields hold the marker "\x01BAD",
// and replaces each marker with as many bytes that are not UTF-8.
func marshalBroken(t *testing.T, m proto.Message) []byte {
	t.Helper()
	b, err := proto.Marshal(m)
	if err != nil {
		t.Fatal(err)
	}
	return bytes.ReplaceAll(b, []byte("\x01BAD"), []byte("\xff\xfe\xfd\xfc"))
}

func TestUndecodableRequestIsInvalidArgument(t *testing.T) {
	recs := newRecords()
	srv := New(Options{Logger: slog.New(recs)})
	hermesv1.RegisterToolRunnerServiceServer(srv, panicky{})
	hermesv1.RegisterPlannerServiceServer(srv, streamer{})
	conn := serveTCP(t, srv)

	valid, err := proto.Marshal(&hermesv1.InvokeToolRequest{Tool: "echo", ArgumentsJson: `{"a":1}`})
	if err != nil {
		t.Fatal(err)
	}
	const invoke = "/hermes.v1.ToolRunnerService/InvokeTool"
	const execute = "/hermes.v1.PlannerService/Execute"
	tests := []struct {
		name, method string
		body         []byte
		// field is the path the message and the field violation name;
		// empty means the message as a whole.
		field, problem string
	}{
		{"invalid UTF-8 in a string field", invoke,
			marshalBroken(t, &hermesv1.InvokeToolRequest{Tool: "echo", ArgumentsJson: "{\"a\":\"\x01BAD\"}"}),
			"arguments_json", "invalid UTF-8"},
		{"invalid UTF-8 deep in a stream's request", execute,
			marshalBroken(t, &hermesv1.ExecuteRequest{ExecutionId: "e1", Input: &hermesv1.ExecuteRequest_Task{Task: &hermesv1.Task{
				Goal: "g", Subtasks: []*hermesv1.Subtask{{Id: "a"}, {Id: "b", Description: "x\x01BAD"}}}}}),
			"task.subtasks[1].description", "invalid UTF-8"},
		{"truncated request", invoke, valid[:len(valid)-3], "arguments_json", "truncated"},
		{"bytes that are no protobuf", invoke, []byte{0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff}, "", "malformed protobuf"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			ctx := context.Background()
			if tc.method == execute {
				stream, err := conn.NewStream(ctx, &grpc.StreamDesc{ServerStreams: true}, execute, grpc.ForceCodecV2(rawCodec{}))
				if err != nil {
					t.Fatal(err)
				}
				if err := stream.SendMsg(tc.body); err != nil {
					t.Fatal(err)
				}
				if err := stream.CloseSend(); err != nil {
					t.Fatal(err)
				}
				var out []byte
				err = stream.RecvMsg(&out)
				checkDecodeStatus(t, err, tc.field, tc.problem)
			} else {
				var out []byte
				err := conn.Invoke(ctx, tc.method, tc.body, &out, grpc.ForceCodecV2(rawCodec{}))
				checkDecodeStatus(t, err, tc.field, tc.problem)
			}
			if rec := recs.next(t); rec.Level >= slog.LevelError {
				t.Errorf("a caller's bad bytes were logged at %v: %s", rec.Level, attr(rec, "grpc.error"))
			}
		})
	}

	// The server keeps serving well-formed requests.
	resp, err := hermesv1.NewToolRunnerServiceClient(conn).InvokeTool(context.Background(),
		&hermesv1.InvokeToolRequest{Tool: "echo", ArgumentsJson: `{"a":1}`})
	if err != nil || resp.GetOutputJson() != `{"a":1}` {
		t.Fatalf("well-formed call after refusals = %v, %v", resp, err)
	}
	recs.next(t)
	var left int
	srv.guard.failed.Range(func(any, any) bool { left++; return true })
	if left != 0 {
		t.Errorf("%d decode failures were never taken", left)
	}
}

func checkDecodeStatus(t *testing.T, err error, field, problem string) {
	t.Helper()
	if err == io.EOF {
		t.Fatal("stream ended without an error")
	}
	st := status.Convert(err)
	if st.Code() != codes.InvalidArgument {
		t.Fatalf("code = %v (%q), want InvalidArgument", st.Code(), st.Message())
	}
	if !strings.Contains(st.Message(), problem) || field != "" && !strings.HasPrefix(st.Message(), field+": ") {
		t.Errorf("message %q, want it to name %q and say %q", st.Message(), field, problem)
	}
	var violation *errdetails.BadRequest_FieldViolation
	for _, d := range st.Details() {
		if br, ok := d.(*errdetails.BadRequest); ok && len(br.GetFieldViolations()) == 1 {
			violation = br.GetFieldViolations()[0]
		}
	}
	if violation == nil {
		t.Fatalf("no BadRequest field violation in %v", st.Details())
	}
	if field != "" && violation.GetField() != field {
		t.Errorf("violation field = %q, want %q", violation.GetField(), field)
	}
}
