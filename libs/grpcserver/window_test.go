package grpcserver

import (
	"bytes"
	"context"
	"encoding/binary"
	"net"
	"sync"
	"testing"

	"google.golang.org/grpc"
	"google.golang.org/grpc/credentials/insecure"
	"google.golang.org/grpc/test/bufconn"

	hermesv1 "github.com/hermes-agent/hermes/libs/gen/hermes/v1"
)

// recordedConn keeps a copy of what a client connection writes and reads.
type recordedConn struct {
	net.Conn
	mu            sync.Mutex
	written, read bytes.Buffer
}

func (c *recordedConn) Write(p []byte) (int, error) {
	n, err := c.Conn.Write(p)
	c.mu.Lock()
	c.written.Write(p[:n])
	c.mu.Unlock()
	return n, err
}

func (c *recordedConn) Read(p []byte) (int, error) {
	n, err := c.Conn.Read(p)
	c.mu.Lock()
	c.read.Write(p[:n])
	c.mu.Unlock()
	return n, err
}

// pings counts the HTTP/2 PING frames, acks left out, in b: frames as one
// end wrote them, after the client preface when there is one.
func pings(t *testing.T, b []byte) int {
	t.Helper()
	b = bytes.TrimPrefix(b, []byte("PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n"))
	const ping, ack = 0x6, 0x1
	n := 0
	for len(b) >= 9 {
		length := int(b[0])<<16 | int(binary.BigEndian.Uint16(b[1:3]))
		if b[3] == ping && b[4]&ack == 0 {
			n++
		}
		if len(b) < 9+length {
			t.Fatalf("a frame of %d bytes is cut short at %d", length, len(b)-9)
		}
		b = b[9+length:]
	}
	return n
}

// TestFixedWindowsSendNoPings checks that a client dialled with
// DialWindows and a Server exchange calls without any PING: neither end
// estimates the connection's bandwidth-delay product.
func TestFixedWindowsSendNoPings(t *testing.T) {
	srv := New(Options{})
	hermesv1.RegisterToolRunnerServiceServer(srv, panicky{})
	lis := bufconn.Listen(1 << 20)
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- srv.Serve(ctx, lis) }()
	var rec *recordedConn
	dial := append(DialWindows(),
		grpc.WithContextDialer(func(ctx context.Context, _ string) (net.Conn, error) {
			c, err := lis.DialContext(ctx)
			if err != nil {
				return nil, err
			}
			rec = &recordedConn{Conn: c}
			return rec, nil
		}),
		grpc.WithTransportCredentials(insecure.NewCredentials()))
	conn, err := grpc.NewClient("passthrough:///bufnet", dial...)
	if err != nil {
		t.Fatal(err)
	}
	client := hermesv1.NewToolRunnerServiceClient(conn)
	for range 5 {
		if _, err := client.InvokeTool(context.Background(), &hermesv1.InvokeToolRequest{Tool: "echo", ArgumentsJson: `{"a":1}`}); err != nil {
			t.Fatal(err)
		}
	}
	conn.Close()
	cancel()
	if err := <-done; err != nil {
		t.Fatal(err)
	}
	rec.mu.Lock()
	defer rec.mu.Unlock()
	if n := pings(t, rec.written.Bytes()); n != 0 {
		t.Errorf("the client sent %d PING frames, want 0", n)
	}
	if n := pings(t, rec.read.Bytes()); n != 0 {
		t.Errorf("the server sent %d PING frames, want 0", n)
	}
}
