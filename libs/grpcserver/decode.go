package grpcserver

import (
	"fmt"
	"sync"
	"unicode/utf8"

	"google.golang.org/genproto/googleapis/rpc/errdetails"
	"google.golang.org/grpc"
	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/encoding"
	protocodec "google.golang.org/grpc/encoding/proto"
	"google.golang.org/grpc/mem"
	"google.golang.org/grpc/status"
	"google.golang.org/protobuf/encoding/protowire"
	"google.golang.org/protobuf/proto"
	"google.golang.org/protobuf/reflect/protoreflect"
)

// maxDecodeDepth bounds how deeply decodeProblem follows nested messages,
// as protobuf's own decoder does.
const maxDecodeDepth = 100

// decodeGuard is the server's codec: protobuf, except that a request which
// fails to decode (invalid UTF-8 in a string field, truncated or malformed
// bytes) is refused with INVALID_ARGUMENT naming the field. grpc-go turns
// any codec error into INTERNAL, which blames the server for the caller's
// bytes; so the codec records the failure, hands on an empty message, and
// the server's admitting interceptors refuse the call before any handler
// sees it.
type decodeGuard struct {
	proto  encoding.CodecV2
	failed sync.Map // the message the codec could not fill → its status error
}

func newDecodeGuard() *decodeGuard {
	return &decodeGuard{proto: encoding.GetCodecV2(protocodec.Name)}
}

// Name is protobuf's, so that the guard serves every protobuf call.
func (g *decodeGuard) Name() string { return g.proto.Name() }

// Marshal is protobuf's.
func (g *decodeGuard) Marshal(v any) (mem.BufferSlice, error) { return g.proto.Marshal(v) }

// Unmarshal decodes with protobuf; on failure it records why against v.
func (g *decodeGuard) Unmarshal(data mem.BufferSlice, v any) error {
	err := g.proto.Unmarshal(data, v)
	if err == nil {
		return nil
	}
	m, ok := v.(proto.Message)
	if !ok {
		return err // not the caller's bytes but the server's types
	}
	g.failed.Store(v, decodeError(m.ProtoReflect().Descriptor(), data.Materialize(), err))
	proto.Reset(m)
	return nil
}

// take returns, and forgets, the decode failure recorded for msg.
func (g *decodeGuard) take(msg any) error {
	if err, ok := g.failed.LoadAndDelete(msg); ok {
		return err.(error)
	}
	return nil
}

// guardedStream refuses a received message the codec could not decode.
type guardedStream struct {
	grpc.ServerStream
	guard *decodeGuard
}

func (s guardedStream) RecvMsg(m any) error {
	if err := s.ServerStream.RecvMsg(m); err != nil {
		return err
	}
	return s.guard.take(m)
}

// decodeError is the INVALID_ARGUMENT status for bytes b that protobuf
// could not decode as md, naming the field at fault when it can be found,
// with a BadRequest field violation.
func decodeError(md protoreflect.MessageDescriptor, b []byte, cause error) error {
	field, problem := decodeProblem(md, b, 0)
	if problem == "" {
		problem = cause.Error()
	}
	msg := "request is not a valid " + string(md.FullName()) + " message: " + problem
	if field != "" {
		msg = field + ": " + problem
	}
	st := status.New(codes.InvalidArgument, msg)
	if field == "" {
		field = string(md.Name())
	}
	if withDetails, err := st.WithDetails(&errdetails.BadRequest{
		FieldViolations: []*errdetails.BadRequest_FieldViolation{{Field: field, Description: problem}},
	}); err == nil {
		st = withDetails
	}
	return st.Err()
}

// decodeProblem walks the wire form of b as md and returns the path of the
// first field that cannot be decoded ("task.subtasks[1].arguments_json")
// and what is wrong with it. An empty path means the message itself; an
// empty problem means none was found.
func decodeProblem(md protoreflect.MessageDescriptor, b []byte, depth int) (field, problem string) {
	if depth > maxDecodeDepth {
		return "", fmt.Sprintf("messages nest more than %d levels deep", maxDecodeDepth)
	}
	var index map[protowire.Number]int
	for len(b) > 0 {
		num, typ, n := protowire.ConsumeTag(b)
		if n < 0 {
			return "", "malformed protobuf: " + protowire.ParseError(n).Error()
		}
		fd := md.Fields().ByNumber(num)
		name := fmt.Sprintf("field %d", num)
		if fd != nil {
			name = string(fd.Name())
			if fd.IsList() {
				if index == nil {
					index = map[protowire.Number]int{}
				}
				name = fmt.Sprintf("%s[%d]", name, index[num])
				index[num]++
			}
		}
		m := protowire.ConsumeFieldValue(num, typ, b[n:])
		if m < 0 {
			return name, "truncated or malformed protobuf: " + protowire.ParseError(m).Error()
		}
		if fd != nil && typ == protowire.BytesType {
			v, _ := protowire.ConsumeBytes(b[n:])
			if f, p := valueProblem(fd, v, depth); p != "" {
				return joinPath(name, f), p
			}
		}
		b = b[n+m:]
	}
	return "", ""
}

func valueProblem(fd protoreflect.FieldDescriptor, v []byte, depth int) (field, problem string) {
	switch fd.Kind() {
	case protoreflect.StringKind:
		if !utf8.Valid(v) {
			return "", "contains invalid UTF-8; strings must be UTF-8 text"
		}
	case protoreflect.MessageKind:
		return decodeProblem(fd.Message(), v, depth+1)
	}
	return "", ""
}

func joinPath(parent, child string) string {
	if child == "" {
		return parent
	}
	return parent + "." + child
}
